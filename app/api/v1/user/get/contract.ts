import { profileData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';

/** GET /api/v1/user/get: the signed-in staff member's profile (401 without a session). */
export const GET = routeContract({
  method: 'GET',
  summary: 'The signed-in staff member profile',
  tag: 'admin',
  access: 'account',
  data: profileData,
});
