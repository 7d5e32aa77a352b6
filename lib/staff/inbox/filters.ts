/** The list filters as SQL conditions: work status, free text, and a range of Tashkent days. */
import 'server-only';
import { and, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { InboxQuery } from './contract';
import type { InboxSection } from './sections';
import { kindOf, type InboxTable } from './kinds';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Tashkent day (YYYY-MM-DD) begins. */
export function tashkentDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`);
}

/** `q` as a LIKE pattern matching it anywhere, its own % and _ (and the escape) taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The creation-time bounds of a range of Tashkent days, both ends inclusive. */
export function dayRange(table: InboxTable, range: { from?: string; to?: string }) {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(table.createdAt, tashkentDayStart(range.from)));
  if (range.to) conditions.push(lt(table.createdAt, new Date(tashkentDayStart(range.to).getTime() + DAY_MS)));
  return conditions;
}

/** The WHERE clause of a filtered list of a section (undefined: every row). */
export function inboxWhere(section: InboxSection, query: Omit<InboxQuery, 'page' | 'per_page'>): SQL | undefined {
  const { table, searched } = kindOf(section);
  const conditions: (SQL | undefined)[] = [...dayRange(table, query)];
  if (query.status) conditions.push(eq(table.workStatus, query.status));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(...searched.map((column) => ilike(column, pattern))));
  }
  return and(...conditions);
}
