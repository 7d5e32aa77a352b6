import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';
import { ownPasswordSchema } from '@/lib/staff/auth/account/own-password';

/** POST /api/v1/user/password {current, new}: the own password changed; the other sessions end ({ended_sessions}). */
export const POST = routeContract({
  method: 'POST',
  summary: 'Changes the own password (8–128, common ones refused); the other sessions end, the current stays',
  tag: 'admin',
  access: 'account',
  body: ownPasswordSchema,
  data: z.object({ ended_sessions: z.number().int() }),
});
