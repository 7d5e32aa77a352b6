/** News items: title, summary, rich-text body (sanitised on save), image, publish date, published flag. */
import { z } from 'zod';
import { imagePath, localized, storableDateTime } from '../shared/schema-parts';

export const newsData = z.object({
  title: localized(300),
  summary: localized(1000, true),
  body: localized(40_000),
  image: imagePath(true),
  published_at: storableDateTime(),
  published: z.boolean(),
});
