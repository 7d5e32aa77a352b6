import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { toProfile } from '@/lib/staff/auth/profile';
import * as contract from './contract';

/** GET /api/v1/user/get: the signed-in staff member's profile (401 without a session). */
export const GET = defineRoute(contract.GET, async ({ staff }) => ok(toProfile(staff)));
