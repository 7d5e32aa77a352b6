/** Published news (published, its moment reached, its end not yet): pages of the list (appended by "load more") and single items. */
import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { visibleAt } from '../shared/visible-now';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { news } from './table';

export const NEWS_PAGE_SIZE = 6;

/** One page of published news (newest first) and the total count. */
export const listNews = cachedRead(
  'news-page',
  ['news'],
  async (lang: Lang, page: number, perPage: number = NEWS_PAGE_SIZE) => {
    const db = await getDb();
    const now = new Date();
    const rows = await db
      .select({
        id: news.id,
        title: news.title,
        summary: news.summary,
        image: news.image,
        publishedAt: news.publishedAt,
      })
      .from(news)
      .where(visibleAt(news, now))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [total] = await db.select({ n: count() }).from(news).where(visibleAt(news, now));
    return {
      items: rows.map((row) => localize({ ...row, publishedAt: row.publishedAt.toISOString() }, lang)),
      page,
      perPage,
      total: total?.n ?? 0,
    };
  },
);

/** One published news item, or null. */
export const getNewsItem = cachedRead('news-item', ['news'], async (lang: Lang, id: number) => {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), visibleAt(news, new Date())));
  return row ? newsItemView(row, lang) : null;
});

/** A news row as its page shows it (the public read and the preview share it). */
export function newsItemView(row: typeof news.$inferSelect, lang: Lang) {
  const { id, title, summary, body, image, publishedAt } = row;
  return localize({ id, title, summary, body, image, publishedAt: publishedAt.toISOString() }, lang);
}
