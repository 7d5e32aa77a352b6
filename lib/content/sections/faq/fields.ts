/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const faqFields: FieldSpec[] = [
  { name: 'question', kind: 'localized' },
  { name: 'answer', kind: 'localized-long' },
  { name: 'position', kind: 'number' },
  { name: 'published', kind: 'boolean' },
];
