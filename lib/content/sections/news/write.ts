/** The news' store, newest first; bodies are sanitised on save. */
import 'server-only';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { sanitizeRichText } from '@/lib/content/site/sanitize';
import { numericStore } from '../shared/numeric-store';
import type { newsData } from './schema';
import { news } from './table';

/** The news, newest first; bodies are sanitised on save. */
export const newsStore = numericStore<typeof news, z.output<typeof newsData>>({
  table: news,
  order: (t) => [desc(t.publishedAt)],
  toData: (r) => ({
    title: r.title,
    summary: r.summary,
    body: r.body,
    image: r.image,
    published_at: r.publishedAt.toISOString(),
    unpublish_at: r.unpublishAt?.toISOString() ?? null,
    published: r.published,
  }),
  toValues: ({ published_at, unpublish_at, body, ...rest }) => ({
    ...rest,
    body: { rus: sanitizeRichText(body.rus), uzb: sanitizeRichText(body.uzb) },
    publishedAt: new Date(published_at),
    unpublishAt: unpublish_at ? new Date(unpublish_at) : null,
  }),
});
