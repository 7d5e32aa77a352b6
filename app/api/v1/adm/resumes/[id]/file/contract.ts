import { routeContract } from '@/lib/http/api/route/contract';
import { resumeFileParams } from '@/lib/staff/inbox/request-schemas';
import { CV_MEDIA_TYPES } from '@/lib/visitors/forms/file-type';

/** GET /api/v1/adm/resumes/{id}/file: the résumé's file as an attachment, never shown inline (audited; the resumes right). */
export const GET = routeContract({
  method: 'GET',
  summary: "The résumé's file as an attachment, with its stored media type (resumes right; each download audited)",
  tag: 'admin',
  access: 'resumes',
  params: resumeFileParams,
  answer: {
    status: 200,
    mediaTypes: Object.values(CV_MEDIA_TYPES),
    description: 'The file, as an attachment (Content-Disposition) never shown inline.',
  },
  errors: ['not_found'],
});
