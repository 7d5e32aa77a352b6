/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';

export const newsFields: FieldSpec[] = [
  { name: 'title', kind: 'localized' },
  { name: 'summary', kind: 'localized-long', optional: true },
  { name: 'body', kind: 'localized-html' },
  { name: 'image', kind: 'image', optional: true },
  { name: 'published_at', kind: 'datetime' },
  { name: 'unpublish_at', kind: 'datetime', optional: true },
  { name: 'published', kind: 'boolean' },
];
