import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';

/** POST /api/v1/speedtest/upload: an octet-stream body of at most 20 MB, read and thrown away; answers its size. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Random bytes (at most 20 MB a call), read and thrown away; answers how many arrived',
  tag: 'speedtest',
  access: 'signed',
  raw: 'application/octet-stream',
  data: z.object({ bytes: z.number().int() }),
  errors: ['too_many'],
});
