/** All demo news of 2026. */
import type { news } from './table';
import { NEWS_FIRST_HALF } from './seed-first-half';
import { NEWS_SECOND_HALF } from './seed-second-half';

/** News rows, oldest first; all published. */
export const NEWS: (typeof news.$inferInsert)[] = [...NEWS_FIRST_HALF, ...NEWS_SECOND_HALF].map((item) => ({
  ...item,
  published: true,
}));
