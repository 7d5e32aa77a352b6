import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { countUploadedBytes } from '@/lib/speedtest/count-upload';

/** POST /api/v1/speedtest/upload: an octet-stream body of at most 20 MB, read and thrown away; answers its size. */
export const POST = apiHandler(async (req) => {
  await enforceRateLimit(req, 'speedtest');
  return ok({ bytes: await countUploadedBytes(req) });
});
