/** Outages and planned works: kind, districts (none ticked: all), start, expected end, texts, resolved at. */
import { z } from 'zod';
import { localized, optionalDateTime, rowId, storableDateTime } from '../shared/schema-parts';
import { OUTAGE_KINDS } from './table';

export { OUTAGE_KINDS };

const after = (later: string | null, earlier: string) => later === null || Date.parse(later) >= Date.parse(earlier);

export const outageData = z
  .object({
    kind: z.enum(OUTAGE_KINDS),
    district_ids: z.array(rowId).max(200),
    title: localized(200),
    details: localized(2000),
    started_at: storableDateTime(),
    expected_end: optionalDateTime(),
    resolved_at: optionalDateTime(),
  })
  .refine((o) => after(o.expected_end, o.started_at), { path: ['expected_end'], message: 'endBeforeStart' })
  .refine((o) => after(o.resolved_at, o.started_at), { path: ['resolved_at'], message: 'endBeforeStart' });

export type OutageData = z.output<typeof outageData>;
