import { z } from 'zod';
import { mediaPageData } from '@/lib/http/api/answers/admin';
import { routeContract } from '@/lib/http/api/route/contract';
import { mediaListQuery, mediaPathQuery } from '@/lib/content/media/schemas';

/** GET /api/v1/adm/media?page&per_page&q: one page of the media library with each image's uses. */
export const GET = routeContract({
  method: 'GET',
  summary:
    'One page of the media library, newest first, searched in names and alt texts, with each image’s uses (slider, news or partners right)',
  tag: 'admin',
  access: 'media',
  query: mediaListQuery,
  data: mediaPageData,
  example: { query: { page: 1, per_page: 24, q: 'slide' } },
});

/** DELETE /api/v1/adm/media?path=: deletes an unused image (409 naming the items that show it; audited). */
export const DELETE = routeContract({
  method: 'DELETE',
  summary:
    'Deletes an image no item shows, with its stored file; 409 media_in_use names the items that show it (slider, news or partners right)',
  tag: 'admin',
  access: 'media',
  query: mediaPathQuery,
  data: z.object({ path: z.string() }),
  errors: ['not_found', 'media_in_use'],
});
