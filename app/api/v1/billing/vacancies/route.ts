import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listVacancies } from '@/lib/content/sections/vacancies/read';
import * as contract from './contract';

/** GET /api/v1/billing/vacancies: open vacancies (kept in our content tables, not in billing). */
export const GET = defineRoute(contract.GET, async ({ lang }) => okShared(await listVacancies.shared(lang)));
