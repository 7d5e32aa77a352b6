/** POST /check/promo body. */
import { z } from 'zod';
import { nonEmpty } from '@/lib/platform/validation/fields';

/** A promo code as typed (letters, digits, dashes). */
export const promoSchema = z
  .object({
    promo: z
      .string()
      .trim()
      .min(1, nonEmpty)
      .max(32)
      // Spaces around are allowed by the pattern as by the trim before it, so the OpenAPI document states what is accepted.
      .regex(/^\s*[A-Za-z0-9_-]+\s*$/, { message: 'invalidFormat' }),
  })
  .strict();
