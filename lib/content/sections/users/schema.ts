/** Forms of the users section: create an account, update one (shared by the page and the API). */
import { z } from 'zod';
import { ROLES } from '@/lib/staff/auth/roles';
import { passwordSchema as password } from '@/lib/staff/auth/password-policy';
import { rowId } from '../shared/schema-parts';

/** POST user/create: e-mail, role and an optional password (generated when absent). */
export const createUserSchema = z.object({
  email: z.email().max(200),
  role: z.enum(ROLES),
  password: password.optional().or(z.literal('').transform(() => undefined)),
});

/** POST user/update: the account id and what changes. */
export const updateUserSchema = z.object({
  id: rowId,
  role: z.enum(ROLES).optional(),
  disabled: z.boolean().optional(),
  password: password.optional().or(z.literal('').transform(() => undefined)),
  reset_password: z.boolean().optional(),
});

export type CreateUserInput = z.input<typeof createUserSchema>;
