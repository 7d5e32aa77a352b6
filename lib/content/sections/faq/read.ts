/** Questions and answers. */
import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { visibleAt } from '../shared/visible-now';
import { faq } from './table';

/** The published questions and answers of a language, in order. */
export const listFaq = cachedRead('faq', ['faq'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db.select().from(faq).where(visibleAt(faq, new Date())).orderBy(asc(faq.position), asc(faq.id));
  return rows.map((row) => faqView(row, lang));
});

/** An FAQ row as its page shows it (the public read and the preview share it). */
export function faqView({ id, question, answer, position }: typeof faq.$inferSelect, lang: Lang) {
  return localize({ id, question, answer, position }, lang);
}
