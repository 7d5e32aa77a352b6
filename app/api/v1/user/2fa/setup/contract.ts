import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';

/** POST /api/v1/user/2fa/setup: a new pending secret {secret, otpauth_url}; two-factor stays off until enabled. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Starts two-factor set-up: a new base32 TOTP secret and its otpauth:// address (off until enabled)',
  tag: 'admin',
  access: 'account',
  data: z.object({ secret: z.string(), otpauth_url: z.string() }),
  errors: ['conflict'],
});
