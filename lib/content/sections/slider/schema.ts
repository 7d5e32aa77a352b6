/** Slides of the main, footer and corporate sliders: texts, image, link, order, active dates, publication and its schedule. */
import { z } from 'zod';
import { imagePath, link, localized, optionalDate, optionalDateTime, position } from '../shared/schema-parts';
import { endsAfterStart } from '../shared/publication';

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
    published: z.boolean().default(true),
    published_at: optionalDateTime().default(null),
    unpublish_at: optionalDateTime().default(null),
  })
  .refine((s) => !s.starts_at || !s.ends_at || s.starts_at <= s.ends_at, {
    path: ['ends_at'],
    message: 'endBeforeStart',
  })
  .refine((s) => endsAfterStart(s.published_at, s.unpublish_at), {
    path: ['unpublish_at'],
    message: 'endBeforeStart',
  });
