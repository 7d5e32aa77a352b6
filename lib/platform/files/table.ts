/**
 * Uploaded files kept in the database, so every instance serves them and backups hold them: admin
 * images (WebP), tender documents and visitors' résumés. A row is found by its kind and stored
 * name, the random name the site's URLs (/uploads/images/<name>) and the résumé rows already carry.
 */
import { customType, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as bytes: pg answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : value),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['image', 'tender', 'resume'] }).notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_files_kind_name').on(t.kind, t.name)],
);
