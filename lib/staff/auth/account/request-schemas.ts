/** The bodies and queries of the owner's account calls. */
import { z } from 'zod';

/** A six-digit authenticator code. */
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const enableSchema = z.object({ code: totpCode });
/** Disabling takes the password and a current code or a recovery code. */
export const disableSchema = z.object({ password: z.string().min(1).max(200), code: z.string().trim().min(6).max(40) });
/** DELETE user/sessions: one session by id, or `others=true` for every other one. */
export const endSessionsQuery = z.union([
  z.object({ id: z.coerce.number().int().positive() }),
  z.object({ others: z.literal('true') }),
]);
