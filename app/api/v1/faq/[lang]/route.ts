import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listFaq } from '@/lib/content/sections/faq/read';
import * as contract from './contract';

/** GET /api/v1/faq/{lang}. */
export const GET = defineRoute(contract.GET, async ({ params }) => okShared(await listFaq.shared(params.lang)));
