/** POST /check/promo body. */
import { z } from 'zod';

/** A promo code as typed (letters, digits, dashes). */
export const promoSchema = z.object({ promo: z.string().trim().min(1).max(32).regex(/^[A-Za-z0-9_-]+$/, { message: 'invalidFormat' }) }).strict();
