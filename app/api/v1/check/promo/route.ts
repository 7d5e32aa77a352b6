import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { translator } from '@/lib/platform/i18n/translator';
import { checkPromo } from '@/lib/visitors/forms/promo';
import * as contract from './contract';

/** POST /api/v1/check/promo {promo} → {state: valid|expired|unknown, message, description?}. */
export const POST = defineRoute(contract.POST, async ({ req, lang, body }) => {
  await enforceRateLimit(req, 'promo');
  const result = await checkPromo(body.promo, lang);
  const t = translator(lang, 'ConnectionRequest');
  return ok({ ...result, message: t(`promo_${result.state}`) });
});
