/** The tenders. */
import { boolean, date, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

/** An attachment of a tender: a stored file name and its label. */
export type TenderFile = { name: string; label: string };

export const tenders = pgTable('tenders', {
  id: serial('id').primaryKey(),
  tenderNumber: text('tender_number').notNull(),
  purchaseTitle: localized('purchase_title'),
  purchaseType: localized('purchase_type'),
  customer: localized('customer'),
  sponsor: localized('sponsor'),
  publishDate: date('publish_date', { mode: 'string' }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  lot: localized('lot'),
  vol: text('vol').notNull().default(''),
  deliveryTime: localized('delivery_time'),
  deliveryCondition: localized('delivery_condition'),
  filename: jsonb('filename').$type<TenderFile[]>().notNull().default([]),
  contact: localized('contact'),
  active: boolean('active').notNull().default(true),
  published: boolean('published').notNull().default(true),
  ...stamps,
});
