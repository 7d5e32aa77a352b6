/** POST /check/promo body. */
import { z } from 'zod';
import { nonEmpty } from '@/lib/validation/fields';

/** A promo code as typed (letters, digits, dashes). */
export const promoSchema = z
  .object({
    promo: z
      .string()
      .trim()
      .min(1, nonEmpty)
      .max(32)
      .regex(/^[A-Za-z0-9_-]+$/, { message: 'invalidFormat' }),
  })
  .strict();
