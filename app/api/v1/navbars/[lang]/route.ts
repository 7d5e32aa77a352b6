import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { langParam } from '@/lib/api/lang-param';
import { listNavbar } from '@/lib/content/navigation';

/** GET /api/v1/navbars/{lang}: the navbar list. */
export const GET = apiHandler<{ lang: string }>(async (_req, { params }) => ok(await listNavbar(langParam(params))));
