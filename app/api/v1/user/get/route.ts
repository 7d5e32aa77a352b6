import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { toProfile } from '@/lib/auth/profile';
import { requireSignedIn } from '@/lib/auth/require-right';

/** GET /api/v1/user/get: the signed-in staff member's profile (401 without a session). */
export const GET = apiHandler(async (req) => ok(toProfile(await requireSignedIn(req))));
