/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const navbarFields: FieldSpec[] = [
  { name: 'title', kind: 'localized' },
  { name: 'href', kind: 'link' },
  { name: 'position', kind: 'number' },
  { name: 'visible', kind: 'boolean' },
];
