/** Columns every content table shares: texts in both languages and the created/updated stamps. */
import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../../platform/db/schema/localized';

/** A required jsonb column holding a text in both languages. */
export const localized = (name: string) => jsonb(name).$type<Localized>().notNull();

/** When a row was created and last changed. */
export const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
