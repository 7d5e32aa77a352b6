/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const tendersFields: FieldSpec[] = [
  { name: 'tender_number', kind: 'text' },
  { name: 'purchase_title', kind: 'localized' },
  { name: 'purchase_type', kind: 'localized' },
  { name: 'customer', kind: 'localized' },
  { name: 'sponsor', kind: 'localized' },
  { name: 'publish_date', kind: 'date' },
  { name: 'start_date', kind: 'date' },
  { name: 'end_date', kind: 'date' },
  { name: 'lot', kind: 'localized-long' },
  { name: 'vol', kind: 'text', optional: true },
  { name: 'delivery_time', kind: 'localized' },
  { name: 'delivery_condition', kind: 'localized-long' },
  { name: 'filename', kind: 'files' },
  { name: 'contact', kind: 'localized' },
  { name: 'active', kind: 'boolean' },
  { name: 'published', kind: 'boolean' },
];
