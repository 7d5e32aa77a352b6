/** The staff member's own account calls (issue #37): two-factor, own password, own sessions, reset by e-mail. */
import { z } from 'zod';
import { ownPasswordSchema } from '@/lib/auth/account/own-password';
import { forgotSchema, resetSchema } from '@/lib/auth/account/password-reset';
import { disableSchema, enableSchema } from '@/lib/auth/account/request-schemas';
import type { Operation } from '../types';

const sessionItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});

// Every call of a signed-in member works while their role still owes two-factor set-up (REQUIRE_2FA), except disable.
export const accountOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/user/2fa/setup',
    tag: 'admin',
    summary: 'Starts two-factor set-up: a new base32 TOTP secret and its otpauth:// address (off until enabled)',
    access: 'staff',
    data: z.object({ secret: z.string(), otpauth_url: z.string() }),
    also: [409],
  },
  {
    method: 'post',
    path: '/api/v1/user/2fa/enable',
    tag: 'admin',
    summary:
      'Turns two-factor on with a current code of the set-up secret; answers ten single-use recovery codes, once',
    access: 'staff',
    body: enableSchema,
    data: z.object({ recovery_codes: z.array(z.string()) }),
    also: [409],
  },
  {
    method: 'post',
    path: '/api/v1/user/2fa/disable',
    tag: 'admin',
    summary: 'Turns two-factor off with the password and a current or recovery code; the owner is e-mailed',
    access: 'staff',
    body: disableSchema,
    data: z.null(),
    also: [409],
  },
  {
    method: 'post',
    path: '/api/v1/user/password',
    tag: 'admin',
    summary: 'Changes the own password (8–128, common ones refused); the other sessions end, the current stays',
    access: 'staff',
    body: ownPasswordSchema,
    data: z.object({ ended_sessions: z.number().int() }),
  },
  {
    method: 'get',
    path: '/api/v1/user/sessions',
    tag: 'admin',
    summary: 'The own sessions, latest used first, the current one marked',
    access: 'staff',
    data: z.object({ items: z.array(sessionItem) }),
  },
  {
    method: 'delete',
    path: '/api/v1/user/sessions',
    tag: 'admin',
    summary: 'Ends one own session (?id=) or every other one (?others=true)',
    access: 'staff',
    query: z.object({
      id: z.coerce.number().int().positive().optional(),
      others: z.literal('true').optional(),
    }),
    data: z.object({ ended: z.number().int() }),
    also: [404],
  },
  // Both reset calls also require a same-origin browser request (403 cross_site otherwise).
  {
    method: 'post',
    path: '/api/v1/user/password/forgot',
    tag: 'admin',
    summary:
      'Mails a reset link valid 30 minutes to a known account; the same answer for any address (503 without SMTP_URL)',
    access: 'signed',
    body: forgotSchema,
    data: z.null(),
    also: [429, 503],
  },
  {
    method: 'post',
    path: '/api/v1/user/password/reset',
    tag: 'admin',
    summary:
      "Sets a new password with a reset link's token, once; every session of the account ends, two-factor stays on",
    access: 'signed',
    body: resetSchema,
    data: z.null(),
  },
];
