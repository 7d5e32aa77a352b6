import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { countUploadedBytes } from '@/lib/visitors/speedtest/count-upload';
import * as contract from './contract';

/** POST /api/v1/speedtest/upload: an octet-stream body of at most 20 MB, read and thrown away; answers its size. */
export const POST = defineRoute(contract.POST, async ({ req }) => {
  await enforceRateLimit(req, 'speedtest');
  return ok({ bytes: await countUploadedBytes(req) });
});
