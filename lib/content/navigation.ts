/** Navbar and footer menus. */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { footerItems, navbarItems } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/locales';
import { cachedRead } from './cache';
import { localize } from './localize';

/** Visible navbar items of a language, in order. */
export const listNavbar = cachedRead('navbar', ['navbar'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db.select().from(navbarItems).where(eq(navbarItems.visible, true)).orderBy(asc(navbarItems.position), asc(navbarItems.id));
  return rows.map(({ id, title, href, position }) => localize({ id, title, href, position }, lang));
});

/** Visible footer links of a language, in order, grouped by column by the caller. */
export const listFooter = cachedRead('footer', ['footer'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db.select().from(footerItems).where(eq(footerItems.visible, true)).orderBy(asc(footerItems.position), asc(footerItems.id));
  return rows.map(({ id, column, title, href, position }) => localize({ id, column, title, href, position }, lang));
});
