/** The questions and answers. */
import { boolean, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  question: localized('question'),
  answer: localized('answer'),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  ...stamps,
});
