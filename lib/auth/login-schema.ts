/** The admin login form (shared by the login page and POST user/auth). */
import { z } from 'zod';

/** E-mail and password of a staff login. */
export const loginSchema = z.object({
  email: z.email().max(200),
  password: z.string().min(1).max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;
