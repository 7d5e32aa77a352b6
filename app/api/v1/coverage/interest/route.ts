import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { requireCaptcha } from '@/lib/platform/abuse/captcha';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { getDb } from '@/lib/platform/db';
import { translator } from '@/lib/platform/i18n/translator';
import { storeInterest } from '@/lib/visitors/interest/store';
import * as contract from './contract';

/** POST /api/v1/coverage/interest: a visitor asks to be told when the network reaches an address. */
export const POST = defineRoute(contract.POST, async ({ req, lang, body: { altcha, ...input } }) => {
  await enforceRateLimit(req, 'coverage_interest');
  await requireCaptcha(altcha);
  await storeInterest(await getDb(), input, lang);
  return ok({ message: translator(lang, 'Interest')('form.success') });
});
