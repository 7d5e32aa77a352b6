import { prefixCountData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { tasixUploadBody } from '@/lib/staff/admin/request-schemas';

/**
 * POST /api/v1/adm/tasix (developer role): replaces the TAS-IX prefix list with the uploaded `text` (one CIDR
 * per line), or, without text, downloads it from TASIX_PREFIX_URL.
 */
export const POST = routeContract({
  method: 'POST',
  summary: 'Replaces the TAS-IX prefix list from the text, or downloads it without text (developer role)',
  tag: 'admin',
  access: 'developer',
  body: tasixUploadBody,
  data: prefixCountData,
  errors: ['unavailable'],
});
