/**
 * Billing's last good answers, kept in our database so an outage of billing (even across a
 * restart, when Next's cache is empty) still has something true to show.
 */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const billingSnapshots = pgTable('billing_snapshots', {
  /** Which billing call the answer belongs to, e.g. 'tariffs'. */
  call: text('call').primaryKey(),
  data: jsonb('data').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
