/** FAQ entries with their answers as plain text too, so search never matches inside markup. */
import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { listFaq } from '@/lib/content/sections/faq/read';
import type { Lang } from '@/lib/platform/i18n/locales';

/** Every question of a language with `answerText`, the answer without tags. */
export async function faqEntries(lang: Lang) {
  return withAnswerText(await listFaq(lang));
}

/** Entries with `answerText` added (the FAQ page and its preview share it). */
export function withAnswerText<T extends { answer: string }>(items: T[]) {
  return items.map((item) => ({
    ...item,
    answerText: sanitizeHtml(item.answer, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim(),
  }));
}
