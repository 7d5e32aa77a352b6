/** Query strings of the public content calls; read by their route handlers and by the OpenAPI document. */
import { z } from 'zod';
import { SLIDE_TYPES } from '@/lib/content/sections/slider/schema';
import { MAX_ROW_ID } from '@/lib/content/sections/shared/schema-parts';
import { NEWS_PAGE_SIZE } from '@/lib/content/sections/news/read';

/** GET news/{lang}: one page of news; the client appends pages. */
export const newsPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(NEWS_PAGE_SIZE),
  t: z.string().optional(),
});

/** GET id/news/{lang}: one news item by id. */
export const newsItemQuery = z.object({ id: z.coerce.number().int().min(1).max(MAX_ROW_ID), t: z.string().optional() });

/** GET sliders/{lang}: the slider type; empty means main. */
export const slidesQuery = z.object({ slider_type: z.enum([...SLIDE_TYPES, '']).optional(), t: z.string().optional() });
