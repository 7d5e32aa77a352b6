import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { requireCaptcha } from '@/lib/abuse/captcha';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { getDb } from '@/lib/db';
import { translator } from '@/lib/i18n/translator';
import { interestSchema } from '@/lib/interest/schema';
import { storeInterest } from '@/lib/interest/store';

/** POST /api/v1/coverage/interest: a visitor asks to be told when the network reaches an address. */
export const POST = apiHandler(async (req, { lang }) => {
  const { altcha, ...input } = await parseBody(req, interestSchema);
  await enforceRateLimit(req, 'coverage_interest');
  await requireCaptcha(altcha);
  await storeInterest(await getDb(), input, lang);
  return ok({ message: translator(lang, 'Interest')('form.success') });
});
