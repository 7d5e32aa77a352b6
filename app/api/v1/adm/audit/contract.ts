import { auditData } from '@/lib/http/api/answers/admin';
import { routeContract } from '@/lib/http/api/route/contract';
import { auditQuery } from '@/lib/staff/admin/request-schemas';

/** GET /api/v1/adm/audit: the latest audit entries (developer role only). */
export const GET = routeContract({
  method: 'GET',
  summary: 'The latest audit entries, newest first (developer role)',
  tag: 'admin',
  access: 'developer',
  query: auditQuery,
  data: auditData,
});
