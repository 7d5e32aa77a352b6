'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { formatMessage, type MessageValues } from '@/lib/platform/i18n/format-message';
import type { Messages } from '@/lib/platform/i18n/messages';

type Namespace = keyof Messages;
type Texts = { lang: string; locale: string; messages: Partial<Messages> };

/** Dotted keys of the strings in a message namespace ('title', 'reasons.speed'). */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** A namespace's translate function, as the islands call it. */
export type Translate<NS extends Namespace> = (key: TextKey<Messages[NS]>, values?: MessageValues) => string;

const TextsContext = createContext<Texts | null>(null);

/**
 * Hands client islands the message namespaces they render, in place of next-intl's client
 * provider: the server picks the namespaces, the browser formats them with `formatMessage`.
 */
export function TextsProvider({ lang, locale, messages, children }: Texts & { children: ReactNode }) {
  const outer = useContext(TextsContext);
  // Nested providers add namespaces: the FAQ's search still sees the layout's ErrorPage texts.
  const value = { lang, locale, messages: { ...outer?.messages, ...messages } };
  return <TextsContext value={value}>{children}</TextsContext>;
}

function useTextsContext(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTexts needs a TextsProvider above it');
  return texts;
}

/** The site language (`rus` / `uzb`) of the page an island is on. */
export function useLang(): string {
  return useTextsContext().lang;
}

/** The translate function of one namespace, for a client island. */
export function useTexts<NS extends Namespace>(namespace: NS): Translate<NS> {
  const { locale, messages } = useTextsContext();
  const strings = messages[namespace];
  if (!strings) throw new Error(`The "${namespace}" texts were not sent to this page`);
  return (key, values) => {
    const message = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], strings);
    if (typeof message !== 'string') throw new Error(`No text "${namespace}.${key}"`);
    return formatMessage(locale, message, values);
  };
}
