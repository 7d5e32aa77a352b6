/** POST /billing/check/login_for_payment body: prefix, login, optional sum in so'm. */
import { z } from 'zod';
import { nonEmpty } from '@/lib/platform/validation/fields';
import { sumField } from './payment-sum';
import { LOGIN_PREFIXES } from './prefixes';

/** The payment check form and request (the sum is optional: the amount is chosen after a found login). */
export const loginCheckSchema = z
  .object({
    prefix: z.enum(LOGIN_PREFIXES, { message: 'invalidChoice' }),
    login: z
      .string()
      .trim()
      .min(1, nonEmpty)
      .max(32)
      // Spaces around are allowed by the pattern as by the trim before it, so the OpenAPI document states what is accepted.
      .regex(/^\s*[A-Za-z0-9._-]+\s*$/, { message: 'invalidLogin' }),
    sum: sumField.nullish(),
  })
  .strict();
