/** Slides of the main, footer and corporate sliders: texts, image, link, order, active dates. */
import { z } from 'zod';
import { imagePath, link, localized, optionalDate, position, type FieldSpec } from './common';

export const SLIDE_TYPES = ['main', 'footer', 'corp'] as const;

export const sliderData = z
  .object({
    type: z.enum(SLIDE_TYPES),
    title: localized(200, true),
    subtitle: localized(300, true),
    image: imagePath(),
    mobile_image: imagePath(true).default(''),
    href: link(true),
    position,
    active: z.boolean(),
    starts_at: optionalDate,
    ends_at: optionalDate,
  })
  .refine((s) => !s.starts_at || !s.ends_at || s.starts_at <= s.ends_at, { path: ['ends_at'], message: 'endBeforeStart' });

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
];
