/** The footer's links as the public pages show them. */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { footerItems } from './table';

/** Visible footer links of a language, in order, grouped by column by the caller. */
export const listFooter = cachedRead('footer', ['footer'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(footerItems)
    .where(eq(footerItems.visible, true))
    .orderBy(asc(footerItems.position), asc(footerItems.id));
  return rows.map(({ id, column, title, href, position }) => localize({ id, column, title, href, position }, lang));
});
