import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';
import { disableSchema } from '@/lib/staff/auth/account/request-schemas';

/** POST /api/v1/user/2fa/disable {password, code}: two-factor off (the owner is e-mailed); refused while the role owes it. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Turns two-factor off with the password and a current or recovery code; the owner is e-mailed',
  tag: 'admin',
  access: 'staff',
  body: disableSchema,
  data: z.null(),
  errors: ['conflict'],
});
