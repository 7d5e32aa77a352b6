/** Outages and planned works: what is affected, where, from when to when, and when it was resolved. */
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

/** Whether an entry is an unplanned outage or announced planned works. */
export const OUTAGE_KINDS = ['outage', 'planned'] as const;
export type OutageKind = (typeof OUTAGE_KINDS)[number];

export const outages = pgTable(
  'outages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OutageKind>().notNull(),
    // ids of the address hierarchy's districts; an empty list means every district
    districtIds: jsonb('district_ids').$type<number[]>().notNull().default([]),
    title: localized('title'),
    details: localized('details'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    expectedEnd: timestamp('expected_end', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [index('outages_resolved_idx').on(t.resolvedAt)],
);
