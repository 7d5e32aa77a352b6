/** A valid connection request body (without its captcha), as the site's form sends it. */
import { DEMO } from '@/lib/ops/start-up/seed-demo-content';

/** Every field of the form filled in, with the demo promo code. */
export const CONNECTION_REQUEST = {
  name: 'Dilnoza',
  phone: '+998901112233',
  email: '',
  address: { district: 'Yunusobod', street: 'Amir Temur', house: '107', apartment: '12' },
  city: 'Tashkent',
  login: 'x100001',
  message: 'Звоните после 18:00',
  company: 'Sirius',
  promo: DEMO.promo.valid,
  poll: 'friends',
  tariff: 'nihol-50',
};
