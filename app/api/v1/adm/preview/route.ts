import { ok } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { forbidden } from '@/lib/staff/auth/require-right';
import { hasRight } from '@/lib/staff/auth/rights';
import { createPreviewLink } from '@/lib/content/preview/create-link';
import * as contract from './contract';

// The right is the body's section's, so it is checked once the body is read.
export const POST = defineRoute(contract.POST, async ({ req, staff, body }) => {
  if (!hasRight(staff.role, body.section)) throw forbidden(req, staff, body.section);
  return ok(await createPreviewLink(await getDb(), staff, body));
});
