import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { listVacancies } from '@/lib/content/vacancies';

/** GET /api/v1/billing/vacancies: open vacancies (kept in our content tables, not in billing). */
export const GET = apiHandler(async (_req, { lang }) => ok(await listVacancies(lang)));
