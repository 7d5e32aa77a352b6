import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { parseBody, validate } from '@/lib/api/parse';
import { requireCaptcha } from '@/lib/abuse/captcha';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { translator } from '@/lib/i18n/translator';
import { answerForKey, submitConnectionRequest } from '@/lib/visitors/connection-request';
import { idempotencyKeySchema, onlineRequestSchema } from '@/lib/visitors/online-request-schema';
import { z } from 'zod';

const keyHeader = z.object({ 'Idempotency-Key': idempotencyKeySchema });

/** POST /api/v1/billing/online_request (Idempotency-Key header): store, then forward the connection request. */
export const POST = apiHandler(async (req, { lang }) => {
  const { 'Idempotency-Key': key } = validate(keyHeader, {
    'Idempotency-Key': req.headers.get('idempotency-key') ?? undefined,
  });
  const input = await parseBody(req, onlineRequestSchema);
  const message = translator(lang, 'ConnectionRequest')('success');
  // a retry of an accepted submission (double click, lost answer) gets the first answer back;
  // its captcha was spent by the first one, so it is not checked again
  const earlier = await answerForKey(key);
  if (earlier) return ok({ ...earlier, message });
  await enforceRateLimit(req, 'online_request');
  await requireCaptcha(input.altcha);
  return ok({ ...(await submitConnectionRequest(input, key, lang)), message });
});
