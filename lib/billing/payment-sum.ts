/** The amount a subscriber pays online: whole so'm within bounds no payment system refuses. */
import { z } from 'zod';
import { SUM_MAX, SUM_MIN } from './payment-sum-limits';

/** The sum in so'm: a positive whole number within the bounds. */
export const sumField = z
  .number({ message: 'invalidSum' })
  .int({ message: 'invalidSum' })
  .min(SUM_MIN, { message: 'sumRange' })
  .max(SUM_MAX, { message: 'sumRange' });

/** The amount step of the payment form (`amount` is also its query parameter without script). */
export const paymentSumSchema = z.object({ amount: sumField }).strict();

export type PaymentSumInput = z.input<typeof paymentSumSchema>;
