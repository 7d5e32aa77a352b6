import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { deleteMedia } from '@/lib/content/media/delete';
import { listMedia } from '@/lib/content/media/list';
import * as contract from './contract';

/** GET /api/v1/adm/media?page&per_page&q: one page of the media library with each image's uses. */
export const GET = defineRoute(contract.GET, async ({ query }) => ok(await listMedia(await getDb(), query)));

/** DELETE /api/v1/adm/media?path=: deletes an unused image (409 naming the items that show it; audited). */
export const DELETE = defineRoute(contract.DELETE, async ({ staff, lang, query: { path } }) => {
  await deleteMedia(await getDb(), staff, path, lang);
  return ok({ path });
});
