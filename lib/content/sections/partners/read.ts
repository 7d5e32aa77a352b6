/** Partners. */
import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { partners } from './table';

/** Partners of a language, in order. */
export const listPartners = cachedRead('partners', ['partners'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db.select().from(partners).orderBy(asc(partners.position), asc(partners.id));
  return rows.map(({ id, name, logo, href, position }) => localize({ id, name, logo, href, position }, lang));
});
