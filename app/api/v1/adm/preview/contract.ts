import { previewLinkData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { previewRequest } from '@/lib/content/preview/sections';

/** POST /api/v1/adm/preview {section, id, lang?}: a link that shows the item to anyone for an hour (section right; audited). */
export const POST = routeContract({
  method: 'POST',
  summary:
    "A link that shows one news item, slide, vacancy, tender or FAQ entry as its public page will, published or not: valid for an hour, for that item only, without a session (the section's right; audited)",
  tag: 'admin',
  access: 'staff',
  body: previewRequest,
  data: previewLinkData,
  example: { body: { section: 'news', id: 1, lang: 'rus' } },
  errors: ['not_found'],
});
