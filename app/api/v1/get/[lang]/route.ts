import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { langParam } from '@/lib/api/lang-param';
import { getBaseBundle } from '@/lib/content/base-bundle';

/** GET /api/v1/get/{lang}: the base bundle (SPEC §7). */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) => ok(await getBaseBundle(langParam(params))));
