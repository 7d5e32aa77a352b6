/** Questions and answers. */
import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Lang } from '@/lib/i18n/locales';
import { cachedRead } from '@/lib/content/cache';
import { localize } from '@/lib/content/localize';
import { faq } from './table';

/** All questions and answers of a language, in order. */
export const listFaq = cachedRead('faq', ['faq'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db.select().from(faq).orderBy(asc(faq.position), asc(faq.id));
  return rows.map(({ id, question, answer, position }) => localize({ id, question, answer, position }, lang));
});
