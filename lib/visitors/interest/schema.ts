/** POST /coverage/interest: who wants the network and where; used by the route and the form alike. */
import { z } from 'zod';
import { altchaField, requiredText } from '@/lib/platform/validation/fields';
import { phoneField } from '@/lib/platform/validation/phone';

/** The fields a visitor fills in; the captcha is added by `interestSchema`. */
export const interestFields = z.object({
  name: requiredText(100),
  phone: phoneField,
  address: z
    .object({
      district: requiredText(100),
      street: requiredText(150),
      house: requiredText(20),
    })
    .strict(),
});

/** The request body. */
export const interestSchema = interestFields.extend({ altcha: altchaField }).strict();

export type InterestInput = z.input<typeof interestSchema>;
export type InterestOutput = z.output<typeof interestSchema>;
