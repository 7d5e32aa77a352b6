import { okShared } from '@/lib/http/api/shared-response';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { listSlides } from '@/lib/content/sections/slider/read';
import * as contract from './contract';

/** GET /api/v1/sliders/{lang}?slider_type=main|footer|corp. */
export const GET = defineRoute(contract.GET, async ({ params, query: { slider_type } }) =>
  okShared(await listSlides.shared(params.lang, slider_type === undefined ? undefined : slider_type || 'main')),
);
