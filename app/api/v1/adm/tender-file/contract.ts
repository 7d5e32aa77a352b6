import { tenderFileData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { DOCUMENT_MEDIA_TYPES } from '@/lib/visitors/forms/file-type';

/** POST /api/v1/adm/tender-file (multipart `file`): stores a tender attachment; answers its stored name and path. */
export const POST = routeContract({
  method: 'POST',
  summary: 'Stores a tender attachment (PDF, DOC, DOCX, XLSX) (tenders right)',
  tag: 'admin',
  access: 'tenders',
  multipart: { files: ['file'], types: Object.values(DOCUMENT_MEDIA_TYPES) },
  data: tenderFileData,
});
