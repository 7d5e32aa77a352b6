import { captchaData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/captcha: a fresh ALTCHA challenge for a form's widget. */
export const GET = routeContract({
  method: 'GET',
  summary: 'A fresh ALTCHA challenge for a form widget',
  tag: 'forms',
  access: 'signed',
  data: captchaData,
  errors: ['too_many'],
});
