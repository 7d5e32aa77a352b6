import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { validate } from '@/lib/api/parse';
import { requireCaptcha } from '@/lib/abuse/captcha';
import { enforceRateLimit } from '@/lib/abuse/rate-limit';
import { translator } from '@/lib/i18n/translator';
import { apiError } from '@/lib/api/errors';
import { readCappedFormData } from '@/lib/visitors/multipart';
import { storeResume } from '@/lib/visitors/resume';
import { MAX_CV_BYTES, resumeSchema } from '@/lib/visitors/resume-schema';

// room for the text fields and multipart boundaries on top of the file itself
const MAX_BODY = MAX_CV_BYTES + 64 * 1024;

/** POST /api/v1/resume (multipart): name, phone, email?, vacancy, message?, file, altcha. */
export const POST = apiHandler(async (req, { lang }) => {
  const form = await readCappedFormData(req, MAX_BODY);
  const texts: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') texts[key] = value;
  const fields = validate(resumeSchema, texts);
  const file = form.get('file');
  if (!(file instanceof File)) throw apiError('validation', [{ path: 'file', key: 'required' }]);
  await enforceRateLimit(req, 'resume');
  await requireCaptcha(fields.altcha);
  await storeResume(fields, file);
  return ok({ message: translator(lang, 'ResumeForm')('success') });
});
