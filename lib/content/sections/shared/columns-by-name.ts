/**
 * The mapping both ways between a section's fields and its table's row, for tables whose columns
 * carry the fields' names in SQL (`tender_number` stored as `tenderNumber: text('tender_number')`).
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** `toData` and `toValues` for a numeric store, pairing each field of `schema` with the column of that SQL name. */
export function columnsByName<T extends PgTable, S extends z.ZodObject>(table: T, schema: S) {
  const propertyOf = new Map(
    Object.entries(getTableColumns(table)).map(([property, column]) => [column.name, property]),
  );
  const pairs = Object.keys(schema.shape).map((field) => {
    const property = propertyOf.get(field);
    // a renamed column would otherwise drop its field silently; fail when the module loads instead
    if (!property) throw new Error(`Table ${getTableName(table)} has no column ${field}`);
    return [field, property] as const;
  });
  return {
    toData: (row: T['$inferSelect']) =>
      Object.fromEntries(pairs.map(([field, property]) => [field, row[property]])) as z.output<S>,
    toValues: (data: z.output<S>) =>
      Object.fromEntries(pairs.map(([field, property]) => [property, data[field]])) as Partial<T['$inferInsert']>,
  };
}
