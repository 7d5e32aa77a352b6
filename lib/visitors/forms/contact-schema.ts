/** The contact form (SPEC §3 Contact / feedback form); used by the route and the form alike. */
import { z } from 'zod';
import { altchaField, optionalEmail, optionalText, requiredText } from '@/lib/platform/validation/fields';
import { optionalPhoneField, phoneField } from '@/lib/platform/validation/phone';
import { addressSchema } from './address-schema';

/** The fields a visitor fills in; the captcha is added by `contactSchema`. */
export const contactFields = z.object({
  name: requiredText(100),
  email: optionalEmail,
  login: optionalText(64),
  phone: phoneField,
  extra_phone: optionalPhoneField,
  address: addressSchema,
  city: requiredText(100),
  message: requiredText(2000),
});

/** POST /contact/with/us body. */
export const contactSchema = contactFields.extend({ altcha: altchaField }).strict();

export type ContactInput = z.input<typeof contactSchema>;
