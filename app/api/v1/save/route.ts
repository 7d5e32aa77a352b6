import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { saveItem } from '@/lib/staff/admin/section-items';
import * as contract from './contract';

/**
 * POST /api/v1/save {section, id?, version?, data}: creates or updates one item (section right; audited).
 * The body's section is checked first, then its right, then the section's schema.
 */
export const POST = defineRoute(contract.POST, async ({ staff, body }) => {
  // An update names the version it was based on, so a save over someone else's newer one is caught.
  if (body.id !== undefined && body.version === undefined)
    throw fail('validation', [{ path: 'version', key: 'required' }]);
  return ok(await saveItem(await getDb(), staff, body));
});
