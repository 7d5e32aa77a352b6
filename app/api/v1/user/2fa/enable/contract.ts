import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';
import { enableSchema } from '@/lib/staff/auth/account/request-schemas';

/** POST /api/v1/user/2fa/enable {code}: two-factor on; answers {recovery_codes} (ten, shown once). */
export const POST = routeContract({
  method: 'POST',
  summary: 'Turns two-factor on with a current code of the set-up secret; answers ten single-use recovery codes, once',
  tag: 'admin',
  access: 'account',
  body: enableSchema,
  data: z.object({ recovery_codes: z.array(z.string()) }),
  errors: ['conflict'],
});
