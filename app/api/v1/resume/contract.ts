import { messageData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { CV_MEDIA_TYPES } from '@/lib/visitors/forms/file-type';
import { resumeSchema } from '@/lib/visitors/forms/resume-schema';

/** POST /api/v1/resume (multipart): name, phone, email?, vacancy, message?, file, altcha. */
export const POST = routeContract({
  method: 'POST',
  summary: 'A résumé with its CV file',
  tag: 'forms',
  access: 'signed',
  multipart: { fields: resumeSchema, files: ['file'], types: Object.values(CV_MEDIA_TYPES) },
  data: messageData,
  errors: ['too_many'],
});
