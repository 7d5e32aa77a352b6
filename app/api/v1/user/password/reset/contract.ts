import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';
import { resetSchema } from '@/lib/staff/auth/account/password-reset';

/** POST /api/v1/user/password/reset {token, new}: the new password set once per link; every session of the account ends. */
export const POST = routeContract({
  method: 'POST',
  summary:
    "Sets a new password with a reset link's token, once; every session of the account ends, two-factor stays on",
  tag: 'admin',
  access: 'same-origin',
  body: resetSchema,
  data: z.null(),
});
