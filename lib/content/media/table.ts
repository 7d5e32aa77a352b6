/**
 * The media library: one row per image the admin can pick, keyed by the path the content stores
 * (an upload under /uploads/images/ or a bundled picture under /images/), with its facts and its
 * alt text in both languages. `unused_since` is set by the daily clean-up when no item shows it.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const mediaFiles = pgTable('media_files', {
  path: text('path').primaryKey(),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size'),
  width: integer('width'),
  height: integer('height'),
  altRus: text('alt_rus').notNull().default(''),
  altUzb: text('alt_uzb').notNull().default(''),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  uploadedBy: text('uploaded_by'),
  unusedSince: timestamp('unused_since', { withTimezone: true }),
});
