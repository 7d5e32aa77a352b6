import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';
import { forgotSchema } from '@/lib/staff/auth/account/password-reset';

/** POST /api/v1/user/password/forgot {email}: the same answer for any address; a known account is mailed a reset link. */
export const POST = routeContract({
  method: 'POST',
  summary:
    'Mails a reset link valid 30 minutes to a known account; the same answer for any address (503 without SMTP_URL)',
  tag: 'admin',
  access: 'same-origin',
  body: forgotSchema,
  data: z.null(),
  errors: ['too_many', 'unavailable'],
});
