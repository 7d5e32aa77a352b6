import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { updateMediaAlt } from '@/lib/content/media/alt';
import * as contract from './contract';

/** POST /api/v1/adm/media/alt {path, alt:{rus, uzb}}: stores an image's alt texts (audited). */
export const POST = defineRoute(contract.POST, async ({ staff, body }) =>
  ok(await updateMediaAlt(await getDb(), staff, body)),
);
