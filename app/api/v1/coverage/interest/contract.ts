import { messageData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { ALTCHA_PLACEHOLDER } from '@/lib/http/api/route/example-values';
import { interestSchema } from '@/lib/visitors/interest/schema';

/** POST /api/v1/coverage/interest: a visitor asks to be told when the network reaches an address. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Interest in the network at an address it does not reach yet (name, phone, address; captcha)',
  tag: 'forms',
  access: 'signed',
  body: interestSchema,
  data: messageData,
  example: {
    body: {
      name: 'Malika',
      phone: '998711234567',
      address: { district: 'Bektemir tumani', street: 'Husayniy', house: '3' },
      altcha: ALTCHA_PLACEHOLDER,
    },
  },
  errors: ['too_many'],
});
