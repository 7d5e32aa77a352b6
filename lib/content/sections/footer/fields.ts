/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const footerFields: FieldSpec[] = [
  { name: 'column', kind: 'localized' },
  { name: 'title', kind: 'localized' },
  { name: 'href', kind: 'link' },
  { name: 'position', kind: 'number' },
  { name: 'visible', kind: 'boolean' },
];
