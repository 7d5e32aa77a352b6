/** Secrets of this installation shared by all its instances (the captcha signing key), each written once. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
