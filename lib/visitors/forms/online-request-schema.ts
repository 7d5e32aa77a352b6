/** The connection request (SPEC §3): the contact fields, company, promo, tariff; only name, phone and address are required. */
import { z } from 'zod';
import { altchaField, optionalEmail, optionalText, requiredText } from '@/lib/platform/validation/fields';
import { optionalPhoneField, phoneField } from '@/lib/platform/validation/phone';
import { addressSchema } from './address-schema';

/** POST /billing/online_request body (the Idempotency-Key travels as a header). */
export const onlineRequestSchema = z
  .object({
    name: requiredText(100),
    phone: phoneField,
    extra_phone: optionalPhoneField,
    email: optionalEmail,
    address: addressSchema,
    city: requiredText(100),
    /** For existing subscribers (SPEC §3 contact fields). */
    login: optionalText(64),
    message: optionalText(2000),
    company: optionalText(200),
    promo: optionalText(32),
    poll: optionalText(64),
    tariff: requiredText(64),
    altcha: altchaField,
  })
  .strict();

export type OnlineRequestInput = z.input<typeof onlineRequestSchema>;

/** A client-chosen key that makes a retried submission return the first answer. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{8,100}$/, { message: 'invalidIdempotencyKey' });
