import { adminItemData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { CONTENT_SECTIONS, saveSchema } from '@/lib/content/sections';

/**
 * POST /api/v1/save {section, id?, version?, data}: creates or updates one item (section right; audited).
 * The body's section is checked first, then its right, then the section's schema.
 */
export const POST = routeContract({
  method: 'POST',
  summary:
    "Creates or updates one item of a content section (the section's right; audited). An update must carry `version`, the version it was based on (400 without it); a save based on an older version is refused with 409 `edit_conflict`, whose message and `params` name who saved the newer version and when. The answer carries the new version",
  tag: 'admin',
  access: 'body-section',
  sections: CONTENT_SECTIONS,
  body: saveSchema,
  data: adminItemData,
  errors: ['not_found', 'edit_conflict', 'conflict'],
});
