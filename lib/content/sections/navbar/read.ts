/** The navbar as the public pages show it. */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { navbarItems } from './table';

/** Visible navbar items of a language, in order. */
export const listNavbar = cachedRead('navbar', ['navbar'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(navbarItems)
    .where(eq(navbarItems.visible, true))
    .orderBy(asc(navbarItems.position), asc(navbarItems.id));
  return rows.map(({ id, title, href, position }) => localize({ id, title, href, position }, lang));
});
