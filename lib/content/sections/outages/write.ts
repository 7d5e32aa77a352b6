/** The outages' store, newest start first. */
import 'server-only';
import { desc } from 'drizzle-orm';
import { numericStore } from '../shared/numeric-store';
import type { OutageData } from './schema';
import { outages } from './table';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const date = (value: string | null) => (value ? new Date(value) : null);

/** The outages and planned works, the latest first. */
export const outagesStore = numericStore<typeof outages, OutageData>({
  table: outages,
  order: (t) => [desc(t.startedAt)],
  toData: (r) => ({
    kind: r.kind,
    district_ids: r.districtIds,
    title: r.title,
    details: r.details,
    started_at: r.startedAt.toISOString(),
    expected_end: iso(r.expectedEnd),
    resolved_at: iso(r.resolvedAt),
  }),
  toValues: (d) => ({
    kind: d.kind,
    districtIds: d.district_ids,
    title: d.title,
    details: d.details,
    startedAt: new Date(d.started_at),
    expectedEnd: date(d.expected_end),
    resolvedAt: date(d.resolved_at),
  }),
});
