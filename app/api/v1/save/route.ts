import { z } from 'zod';
import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { parseBody, validate } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { forbidden, requireStaff } from '@/lib/auth/require-right';
import { hasRight } from '@/lib/auth/rights';
import { isContentSection, saveSchema } from '@/lib/sections';
import { saveItem } from '@/lib/admin/section-items';

const envelope = z.object({ section: z.string() }).loose();

/** POST /api/v1/save {section, id?, data}: creates or updates one item (section right; audited). */
export const POST = apiHandler(async (req) => {
  // The session comes first and the right before the data, so a caller without them learns nothing from validation.
  const staff = await requireStaff(req);
  const raw = await parseBody(req, z.unknown());
  const { section } = validate(envelope, raw);
  if (!isContentSection(section)) throw apiError('validation', [{ path: 'section', key: 'invalidChoice' }]);
  if (!hasRight(staff.role, section)) throw forbidden(req, staff, section);
  return ok(await saveItem(await getDb(), staff, validate(saveSchema, raw)));
});
