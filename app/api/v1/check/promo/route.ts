import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody } from '@/lib/api/parse';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { translator } from '@/lib/i18n/translator';
import { checkPromo } from '@/lib/visitors/promo';
import { promoSchema } from '@/lib/visitors/promo-schema';

/** POST /api/v1/check/promo {promo} → {state: valid|expired|unknown, message, description?}. */
export const POST = apiHandler(async (req, { lang }) => {
  const { promo } = await parseBody(req, promoSchema);
  await enforceRateLimit(req, 'promo');
  const result = await checkPromo(promo, lang);
  const t = translator(lang, 'ConnectionRequest');
  return ok({ ...result, message: t(`promo_${result.state}`) });
});
