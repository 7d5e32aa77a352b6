/** The partners. */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  logo: text('logo').notNull().default(''),
  href: text('href').notNull().default(''),
  position: integer('position').notNull().default(0),
  ...stamps,
});
