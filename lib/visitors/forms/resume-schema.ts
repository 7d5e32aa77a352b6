/** The résumé form's text fields (the CV file is checked separately by content). */
import { z } from 'zod';
import { altchaField, optionalEmail, optionalText, requiredText } from '@/lib/platform/validation/fields';
import { phoneField } from '@/lib/platform/validation/phone';

import { MAX_CV_BYTES } from './resume-limits';

export { MAX_CV_BYTES };

/** POST /resume multipart text fields. */
export const resumeSchema = z
  .object({
    name: requiredText(100),
    phone: phoneField,
    email: optionalEmail,
    vacancy: requiredText(200),
    message: optionalText(2000),
    altcha: altchaField,
  })
  .strict();

export type ResumeInput = z.input<typeof resumeSchema>;
