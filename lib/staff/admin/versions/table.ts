/** Versions of the content sections' items: each item's current version number, and the data of every version kept. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The current version of each item saved since versions began. An item without a row is at version 1;
 * a save claims the next number with one conditional statement, so two saves based on the same version
 * can never both succeed, whichever instance takes them.
 */
export const itemHeads = pgTable(
  'item_heads',
  {
    section: text('section').notNull(),
    itemId: text('item_id').notNull(),
    version: integer('version').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, precision: 3 }).notNull(),
    savedBy: text('saved_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.section, t.itemId] })],
);

/**
 * The data of each version of an item, as the admin lists it. The version an item had before versions
 * began is kept on its first save with no author and no time (`action` 'original').
 */
export const itemVersions = pgTable(
  'item_versions',
  {
    section: text('section').notNull(),
    itemId: text('item_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    action: text('action').notNull(),
    restoredFrom: integer('restored_from'),
    savedAt: timestamp('saved_at', { withTimezone: true, precision: 3 }),
    savedBy: text('saved_by'),
  },
  (t) => [primaryKey({ columns: [t.section, t.itemId, t.version] }), index('item_versions_saved_at_idx').on(t.savedAt)],
);
