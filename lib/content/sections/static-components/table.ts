/**
 * Static components (SPEC §3 'map and list'): a `map` row holds one localized text,
 * a `list` row holds an array of records whose text fields are localized.
 */
import { jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { stamps } from '../shared/columns';

export const staticKind = pgEnum('static_kind', ['map', 'list']);

export const staticComponents = pgTable('static_components', {
  key: text('key').primaryKey(),
  kind: staticKind('kind').notNull(),
  value: jsonb('value').$type<unknown>().notNull(),
  ...stamps,
});
