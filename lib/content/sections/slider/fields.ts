/** How the admin form shows each field of the section's items. */
import type { FieldSpec } from '../shared/schema-parts';
import { SLIDE_TYPES } from './schema';

export const sliderFields: FieldSpec[] = [
  { name: 'type', kind: 'select', options: SLIDE_TYPES },
  { name: 'title', kind: 'localized', optional: true },
  { name: 'subtitle', kind: 'localized', optional: true },
  { name: 'image', kind: 'image' },
  { name: 'mobile_image', kind: 'image', optional: true },
  { name: 'href', kind: 'link', optional: true },
  { name: 'position', kind: 'number' },
  { name: 'active', kind: 'boolean' },
  { name: 'starts_at', kind: 'date', optional: true },
  { name: 'ends_at', kind: 'date', optional: true },
  { name: 'published', kind: 'boolean' },
  { name: 'published_at', kind: 'datetime', optional: true },
  { name: 'unpublish_at', kind: 'datetime', optional: true },
];
