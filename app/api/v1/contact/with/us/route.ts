import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { requireCaptcha } from '@/lib/abuse/captcha';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { translator } from '@/lib/i18n/translator';
import { storeContactMessage } from '@/lib/visitors/contact';
import { contactSchema } from '@/lib/visitors/contact-schema';

/** POST /api/v1/contact/with/us: stores a message from the contact form. */
export const POST = apiHandler(async (req, { lang }) => {
  const input = await parseBody(req, contactSchema);
  await enforceRateLimit(req, 'contact');
  await requireCaptcha(input.altcha);
  await storeContactMessage(input, lang);
  return ok({ message: translator(lang, 'ContactForm')('success') });
});
