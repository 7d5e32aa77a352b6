import { adminItemData } from '@/lib/http/api/answers/data';
import { contentSectionParams } from '@/lib/http/api/route/section-params';
import { routeContract } from '@/lib/http/api/route/contract';
import { restoreBody } from '@/lib/staff/admin/request-schemas';

/** POST /api/v1/adm/{section}/restore {id, version}: a new version with that version's data (section right; audited). */
export const POST = routeContract({
  method: 'POST',
  summary:
    "Makes a kept version current again as a new version with its data; audited as a restore (the section's right)",
  tag: 'admin',
  access: 'path-section',
  params: contentSectionParams,
  body: restoreBody,
  data: adminItemData,
  errors: ['not_found'],
});
