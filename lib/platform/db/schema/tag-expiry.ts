/** When each cache tag last expired (lib/platform/invalidation): read by every instance's listener on each (re)connect. */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per tag an admin save has expired. */
export const tagExpiry = pgTable('tag_expiry', {
  tag: text('tag').primaryKey(),
  expiredAt: timestamp('expired_at', { withTimezone: true, precision: 3 }).notNull(),
});
