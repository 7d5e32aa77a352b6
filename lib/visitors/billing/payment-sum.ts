/** The amount a subscriber pays online: whole so'm within bounds no payment system refuses. */
import { z } from 'zod';
import { SUM_MAX, SUM_MIN, parseSumText } from './payment-sum-limits';

/** The sum in so'm: a positive whole number within the bounds. */
export const sumField = z
  .number({ message: 'invalidSum' })
  .int({ message: 'invalidSum' })
  .min(SUM_MIN, { message: 'sumRange' })
  .max(SUM_MAX, { message: 'sumRange' });

/**
 * The amount step of the payment form (`amount` is also its query parameter without script). The
 * sum may arrive as typed or as shown back, digits grouped ("100 000"): the spaces are dropped first.
 */
export const paymentSumSchema = z.object({ amount: z.preprocess(parseSumText, sumField) }).strict();

export type PaymentSumInput = z.input<typeof paymentSumSchema>;
