import { apiHandler } from '@/lib/api/handler';
import { NO_STORE } from '@/lib/api/envelope';
import { validate } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireInboxRight } from '@/lib/inbox/guard';
import { resumeFileParams } from '@/lib/inbox/request-schemas';
import { resumeDownload } from '@/lib/inbox/resume-download';

/** GET /api/v1/adm/resumes/{id}/file: the résumé's file as an attachment, never shown inline (audited; the resumes right). */
export const GET = apiHandler<{ id: string }>(async (req, { params }) => {
  const { staff } = await requireInboxRight(req, 'resumes');
  const { id } = validate(resumeFileParams, params);
  const file = await resumeDownload(await getDb(), staff, id);
  return new Response(file.bytes, {
    headers: {
      ...NO_STORE,
      'Content-Type': file.mimeType,
      'Content-Disposition': file.disposition,
      'Content-Length': String(file.bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
