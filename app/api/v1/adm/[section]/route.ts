import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireRight } from '@/lib/auth/require-right';
import { isContentSection } from '@/lib/sections';
import { deleteItem, listItems } from '@/lib/admin/section-items';
import { deleteItemQuery } from '@/lib/admin/request-schemas';

type Params = { section: string };

function contentSection(value: string) {
  if (!isContentSection(value)) throw apiError('not_found');
  return value;
}

/** GET /api/v1/adm/{section}: the section's items as `{section, id, data}` (section right). */
export const GET = apiHandler<Params>(async (req, { params }) => {
  const section = contentSection(params.section);
  await requireRight(req, section);
  return ok(await listItems(await getDb(), section));
});

/** DELETE /api/v1/adm/{section}?id=: deletes one item (audited; expires the section's pages). */
export const DELETE = apiHandler<Params>(async (req, { params }) => {
  const section = contentSection(params.section);
  const staff = await requireRight(req, section);
  const { id } = parseQuery(req.nextUrl, deleteItemQuery);
  await deleteItem(await getDb(), staff, section, id);
  return ok({ id });
});
