/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const vacancyFields: FieldSpec[] = [
  { name: 'title', kind: 'localized' },
  { name: 'tasks', kind: 'localized-long' },
  { name: 'expectations', kind: 'localized-long' },
  { name: 'benefits', kind: 'localized-long' },
  { name: 'contact', kind: 'localized' },
  { name: 'open', kind: 'boolean' },
  { name: 'position', kind: 'number' },
  { name: 'published', kind: 'boolean' },
];
