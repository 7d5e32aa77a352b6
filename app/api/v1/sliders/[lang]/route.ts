import { apiHandler } from '@/lib/api/handler';
import { okShared } from '@/lib/api/shared-response';
import { langParam } from '@/lib/api/lang-param';
import { parseQuery } from '@/lib/api/parse';
import { listSlides } from '@/lib/sections/slider/read';
import { slidesQuery } from '@/lib/content/query-schemas';

/** GET /api/v1/sliders/{lang}?slider_type=main|footer|corp: slides (empty type means main). */
export const GET = apiHandler<{ lang: string }>(async (req, { params }) => {
  const lang = langParam(params);
  const { slider_type } = parseQuery(req.nextUrl, slidesQuery);
  return okShared(await listSlides.shared(lang, slider_type === undefined ? undefined : slider_type || 'main'));
});
