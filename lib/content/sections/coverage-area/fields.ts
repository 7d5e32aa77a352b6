/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';
import { TECHNOLOGY_CHOICES } from './schema';

export const caFields: FieldSpec[] = [
  { name: 'district_id', kind: 'number' },
  { name: 'street', kind: 'localized' },
  { name: 'building', kind: 'text' },
  { name: 'in_coverage', kind: 'boolean' },
  { name: 'technology', kind: 'select', options: TECHNOLOGY_CHOICES, optional: true, listed: true },
];
