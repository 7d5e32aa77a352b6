/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';
import { OUTAGE_KINDS } from './table';

export const outageFields: FieldSpec[] = [
  { name: 'title', kind: 'localized' },
  { name: 'kind', kind: 'select', options: OUTAGE_KINDS, listed: true },
  { name: 'started_at', kind: 'datetime' },
  { name: 'resolved_at', kind: 'datetime', optional: true, listed: true },
  { name: 'expected_end', kind: 'datetime', optional: true },
  { name: 'district_ids', kind: 'choices' },
  { name: 'details', kind: 'localized-long' },
];
