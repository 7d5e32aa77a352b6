/** FAQ entries with their answers as plain text too, so search never matches inside markup. */
import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { listFaq } from '@/lib/sections/faq/read';
import type { Lang } from '@/lib/i18n/locales';

/** Every question of a language with `answerText`, the answer without tags. */
export async function faqEntries(lang: Lang) {
  const items = await listFaq(lang);
  return items.map((item) => ({
    ...item,
    answerText: sanitizeHtml(item.answer, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim(),
  }));
}
