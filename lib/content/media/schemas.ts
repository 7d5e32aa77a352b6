/** The media library's inputs, shared by the admin's forms and the handlers. Client-safe. */
import { z } from 'zod';

/** The largest page of the library a call may ask for. */
export const MEDIA_MAX_PER_PAGE = 100;

/** GET adm/media: the page, its size and the text searched in names and alt texts. */
export const mediaListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MEDIA_MAX_PER_PAGE).default(24),
  q: z.string().trim().max(100).default(''),
});
export type MediaListQuery = z.infer<typeof mediaListQuery>;

/** A library entry's path, as the content stores it. */
export const mediaPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(uploads|images)\/[\w./-]+$/, 'invalidImage');

/** DELETE adm/media?path=: the entry to delete. */
export const mediaPathQuery = z.object({ path: mediaPath });

/** One alt text: what the picture shows, in a sentence. */
const altText = z.string().trim().max(300);

/** POST adm/media/alt: the entry and its alt texts in both languages (either may be empty). */
export const mediaAltBody = z.object({ path: mediaPath, alt: z.object({ rus: altText, uzb: altText }) });
export type MediaAltBody = z.infer<typeof mediaAltBody>;

/** The form's part of the alt texts (the path is the entry's own). */
export const mediaAltForm = mediaAltBody.shape.alt;
export type MediaAltForm = z.infer<typeof mediaAltForm>;
