/** A translator outside React (route handlers, the CLI), over the same message files. */
import { createTranslator } from 'next-intl';
import type { Lang } from './locales';
import { messagesFor } from './messages';

/** Translates keys of one namespace in one language. */
export function translator(lang: Lang, namespace: string) {
  return createTranslator({ locale: lang, messages: messagesFor(lang), namespace: namespace as never }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
}
