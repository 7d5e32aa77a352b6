/** Open vacancies. */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { visibleAt } from '../shared/visible-now';
import { vacancies } from './table';

/** Open, published vacancies of a language, in order. */
export const listVacancies = cachedRead('vacancies', ['vacancy'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.open, true), visibleAt(vacancies, new Date())))
    .orderBy(asc(vacancies.position), asc(vacancies.id));
  return rows.map((row) => vacancyView(row, lang));
});

/** A vacancy row as its page shows it (the public read and the preview share it). */
export function vacancyView(row: typeof vacancies.$inferSelect, lang: Lang) {
  const { id, title, tasks, expectations, benefits, contact, createdAt } = row;
  return localize({ id, title, tasks, expectations, benefits, contact, createdAt: createdAt.toISOString() }, lang);
}
