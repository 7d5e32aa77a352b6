import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { listVacancies } from '@/lib/sections/vacancies/read';

/** GET /api/v1/billing/vacancies: open vacancies (kept in our content tables, not in billing). */
export const GET = apiHandler(async (_req, { lang }) => okShared(await listVacancies.shared(lang)));
