/** The navbar's links. */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

export const navbarItems = pgTable('navbar_items', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  href: text('href').notNull(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  ...stamps,
});
