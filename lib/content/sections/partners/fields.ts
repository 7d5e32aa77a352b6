/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const partnersFields: FieldSpec[] = [
  { name: 'name', kind: 'localized' },
  { name: 'logo', kind: 'image', optional: true },
  { name: 'href', kind: 'link', optional: true },
  { name: 'position', kind: 'number' },
];
