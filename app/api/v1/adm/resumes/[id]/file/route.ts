import { NO_STORE } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { resumeDownload } from '@/lib/staff/inbox/resumes/download';
import * as contract from './contract';

/** GET /api/v1/adm/resumes/{id}/file: the résumé's file as an attachment, never shown inline (audited; the resumes right). */
export const GET = defineRoute(contract.GET, async ({ staff, params: { id } }) => {
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
