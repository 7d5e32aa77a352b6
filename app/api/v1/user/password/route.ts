import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { changeOwnPassword, ownPasswordSchema } from '@/lib/auth/account/own-password';
import { requireSignedIn } from '@/lib/auth/require-right';

/** POST /api/v1/user/password {current, new}: the own password changed; the other sessions end ({ended_sessions}). */
export const POST = apiHandler(async (req) => {
  const staff = await requireSignedIn(req);
  const input = await parseBody(req, ownPasswordSchema);
  return ok({ ended_sessions: await changeOwnPassword(await getDb(), staff, input, new Date()) });
});
