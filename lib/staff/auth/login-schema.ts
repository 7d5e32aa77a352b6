/** The admin login form (shared by the login page and POST user/auth). */
import { z } from 'zod';

/** E-mail and password of a staff login, and the second factor when the account has one. */
export const loginSchema = z.object({
  email: z.email().max(200),
  password: z.string().min(1).max(200),
  /** The second factor: a current authenticator code or a recovery code (accounts with two-factor on). */
  otp: z.string().trim().max(40).optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;
