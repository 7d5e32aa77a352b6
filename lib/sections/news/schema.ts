/** News items: title, summary, rich-text body (sanitised on save), image, publish date, published flag. */
import { z } from 'zod';
import { imagePath, isoDateTime, localized } from '../shared/schema-parts';

// The offset may move a date into year 0 or 10000, which PostgreSQL's timestamptz does not take.
const inStorableYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

export const newsData = z.object({
  title: localized(300),
  summary: localized(1000, true),
  body: localized(40_000),
  image: imagePath(true),
  published_at: isoDateTime().refine(inStorableYears, 'invalidDate'),
  published: z.boolean(),
});
