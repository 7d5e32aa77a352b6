/** Open vacancies. */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Lang } from '@/lib/i18n/locales';
import { cachedRead } from '@/lib/content/cache';
import { localize } from '@/lib/content/localize';
import { vacancies } from './table';

/** Open vacancies of a language, in order. */
export const listVacancies = cachedRead('vacancies', ['vacancy'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(vacancies)
    .where(eq(vacancies.open, true))
    .orderBy(asc(vacancies.position), asc(vacancies.id));
  return rows.map(({ id, title, tasks, expectations, benefits, contact, createdAt }) =>
    localize({ id, title, tasks, expectations, benefits, contact, createdAt: createdAt.toISOString() }, lang),
  );
});
