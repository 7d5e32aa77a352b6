/** The news items. */
import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  image: text('image').notNull().default(''),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  published: boolean('published').notNull().default(true),
  /** After this moment the item is hidden again; null keeps it published. */
  unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
  ...stamps,
});
