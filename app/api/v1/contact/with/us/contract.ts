import { messageData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { ALTCHA_PLACEHOLDER } from '@/lib/http/api/route/example-values';
import { contactSchema } from '@/lib/visitors/forms/contact-schema';

/** POST /api/v1/contact/with/us: stores a message from the contact form. */
export const POST = routeContract({
  method: 'POST',
  summary: 'A contact form message',
  tag: 'forms',
  access: 'signed',
  body: contactSchema,
  data: messageData,
  example: {
    body: {
      name: 'Aziz',
      phone: '90 123 45 67',
      address: { district: 'Yunusobod tumani', street: 'Amir Temur', house: '107' },
      city: 'Tashkent',
      message: 'Internet ishlamayapti.',
      altcha: ALTCHA_PLACEHOLDER,
    },
  },
  errors: ['too_many'],
});
