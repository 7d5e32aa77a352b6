/** The footer's links, grouped by column title. */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

export const footerItems = pgTable('footer_items', {
  id: serial('id').primaryKey(),
  column: localized('column_title'),
  title: localized('title'),
  href: text('href').notNull(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  ...stamps,
});
