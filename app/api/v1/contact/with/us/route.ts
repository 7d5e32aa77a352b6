import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { requireCaptcha } from '@/lib/platform/abuse/captcha';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { translator } from '@/lib/platform/i18n/translator';
import { storeContactMessage } from '@/lib/visitors/forms/contact';
import * as contract from './contract';

/** POST /api/v1/contact/with/us: stores a message from the contact form. */
export const POST = defineRoute(contract.POST, async ({ req, lang, body }) => {
  await enforceRateLimit(req, 'contact');
  await requireCaptcha(body.altcha);
  await storeContactMessage(body, lang);
  return ok({ message: translator(lang, 'ContactForm')('success') });
});
