/** News items: title, summary, rich-text body (sanitised on save), image, publish moment, an optional end, published flag. */
import { z } from 'zod';
import { imagePath, localized, optionalDateTime, storableDateTime } from '../shared/schema-parts';
import { endsAfterStart } from '../shared/publication';

export const newsData = z
  .object({
    title: localized(300),
    summary: localized(1000, true),
    body: localized(40_000),
    image: imagePath(true),
    published_at: storableDateTime(),
    unpublish_at: optionalDateTime().default(null),
    published: z.boolean(),
  })
  .refine((n) => endsAfterStart(n.published_at, n.unpublish_at), {
    path: ['unpublish_at'],
    message: 'endBeforeStart',
  });
