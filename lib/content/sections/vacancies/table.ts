/** The vacancies. */
import { boolean, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

export const vacancies = pgTable('vacancies', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  tasks: localized('tasks'),
  expectations: localized('expectations'),
  benefits: localized('benefits'),
  contact: localized('contact'),
  open: boolean('open').notNull().default(true),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...stamps,
});
