import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseQuery } from '@/lib/api/parse';
import { listAddresses } from '@/lib/addresses/queries';

const query = z.object({ district: z.string().trim().min(1).max(200), lang: z.string().optional(), t: z.string().optional() });

/** GET /api/v1/addresses/level/2?district=: the buildings of one district. */
export const GET = apiHandler(async (req, { lang }) => {
  const { district } = parseQuery(req.nextUrl, query);
  return ok(await listAddresses(lang, district));
});
