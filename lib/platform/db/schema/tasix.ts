/** The TAS-IX (domestic exchange) prefix list and when it was last refreshed. */
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const tasixPrefixes = pgTable('tasix_prefixes', {
  id: serial('id').primaryKey(),
  cidr: text('cidr').notNull().unique(),
  family: integer('family').$type<4 | 6>().notNull(),
});

export const tasixMeta = pgTable('tasix_meta', {
  id: integer('id').primaryKey().default(1),
  listDate: timestamp('list_date', { withTimezone: true }).notNull(),
  source: text('source').notNull(),
});
