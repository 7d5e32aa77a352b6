import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { validate } from '@/lib/http/api/parse';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { requireCaptcha } from '@/lib/platform/abuse/captcha';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { translator } from '@/lib/platform/i18n/translator';
import { readCappedFormData } from '@/lib/visitors/forms/multipart';
import { storeResume } from '@/lib/visitors/forms/resume';
import { MAX_CV_BYTES, resumeSchema } from '@/lib/visitors/forms/resume-schema';
import * as contract from './contract';

// room for the text fields and multipart boundaries on top of the file itself
const MAX_BODY = MAX_CV_BYTES + 64 * 1024;

/** POST /api/v1/resume (multipart): name, phone, email?, vacancy, message?, file, altcha. */
export const POST = defineRoute(contract.POST, async ({ req, lang }) => {
  const form = await readCappedFormData(req, MAX_BODY);
  const texts: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') texts[key] = value;
  const fields = validate(resumeSchema, texts);
  const file = form.get('file');
  if (!(file instanceof File)) throw fail('validation', [{ path: 'file', key: 'required' }]);
  await enforceRateLimit(req, 'resume');
  await requireCaptcha(fields.altcha);
  await storeResume(fields, file);
  return ok({ message: translator(lang, 'ResumeForm')('success') });
});
