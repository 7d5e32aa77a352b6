/** The message dictionaries of both languages, loaded statically so pages stay cacheable. */
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import type { Lang } from './locales';

export type Messages = typeof rus;

const DICTIONARIES: Record<Lang, Messages> = { rus, uzb };

/** The whole dictionary of a language. */
export function messagesFor(lang: Lang): Messages {
  return DICTIONARIES[lang];
}
