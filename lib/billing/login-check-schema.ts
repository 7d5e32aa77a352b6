/** POST /billing/check/login_for_payment body: prefix, login, optional sum in so'm. */
import { z } from 'zod';
import { LOGIN_PREFIXES } from './prefixes';

/** The payment check form and request. */
export const loginCheckSchema = z
  .object({
    prefix: z.enum(LOGIN_PREFIXES, { message: 'invalidChoice' }),
    login: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9._-]+$/, { message: 'invalidLogin' }),
    sum: z.number({ message: 'invalidSum' }).int({ message: 'invalidSum' }).min(1000).max(100_000_000).nullish(),
  })
  .strict();

export type LoginCheckInput = z.input<typeof loginCheckSchema>;
