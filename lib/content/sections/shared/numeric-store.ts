/**
 * A section's storage as the admin sees it: list items as `{id, data}`, read one, insert, update,
 * delete. `numericStore` builds it for a table with a serial id and a mapping both ways.
 */
import 'server-only';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/platform/db/client';
import { MAX_ROW_ID } from './schema-parts';

/** One item of a section in the shape POST save accepts. */
export type AdminItem<D> = { id: number | string; data: D };

/** What the save, list and delete calls need from a section. */
export type SectionStore<D> = {
  list(db: Db): Promise<AdminItem<D>[]>;
  get(db: Db, id: number | string): Promise<D | null>;
  insert(tx: Db, data: D): Promise<number | string>;
  update(tx: Db, id: number | string, data: D): Promise<boolean>;
  remove(tx: Db, id: number | string): Promise<boolean>;
};

type IdTable = PgTable & { id: AnyPgColumn };

/** A store over a table with a serial `id`; `order` sorts the list. */
export function numericStore<T extends IdTable, D>(options: {
  table: T;
  order: (table: T) => SQL[] | AnyPgColumn[];
  toData: (row: T['$inferSelect']) => D;
  toValues: (data: D) => Partial<T['$inferInsert']>;
}): SectionStore<D> {
  const { table, toData, toValues } = options;
  const byId = (id: number | string) => eq(table.id, Number(id));
  const valid = (id: number | string) => Number.isInteger(Number(id)) && Number(id) > 0 && Number(id) <= MAX_ROW_ID;
  return {
    async list(db) {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .orderBy(...options.order(table), asc(table.id))) as T['$inferSelect'][];
      return rows.map((row) => ({ id: (row as { id: number }).id, data: toData(row) }));
    },
    async get(db, id) {
      if (!valid(id)) return null;
      const [row] = (await db
        .select()
        .from(table as PgTable)
        .where(byId(id))) as T['$inferSelect'][];
      return row ? toData(row) : null;
    },
    async insert(tx, data) {
      const [row] = (await tx
        .insert(table)
        .values(toValues(data) as T['$inferInsert'])
        .returning({ id: table.id })) as { id: number }[];
      return row!.id;
    },
    async update(tx, id, data) {
      if (!valid(id)) return false;
      const values = { ...toValues(data), ...('updatedAt' in table ? { updatedAt: new Date() } : {}) };
      const rows = await tx
        .update(table)
        .set(values as never)
        .where(byId(id))
        .returning({ id: table.id });
      return (rows as unknown[]).length > 0;
    },
    async remove(tx, id) {
      if (!valid(id)) return false;
      const rows = await tx.delete(table).where(byId(id)).returning({ id: table.id });
      return (rows as unknown[]).length > 0;
    },
  };
}
