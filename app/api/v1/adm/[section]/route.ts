import type { NextRequest } from 'next/server';
import { apiHandler } from '@/lib/api/handler';
import { ok } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { parseQuery } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { requireRight } from '@/lib/auth/require-right';
import { isContentSection } from '@/lib/sections';
import { deleteItem, listItems } from '@/lib/admin/section-items';
import { deleteItemQuery } from '@/lib/admin/request-schemas';
import { inboxQuery } from '@/lib/inbox/contract';
import { deleteInboxItem } from '@/lib/inbox/delete';
import { requireInboxRight } from '@/lib/inbox/guard';
import { listInbox } from '@/lib/inbox/list';
import { inboxIdQuery } from '@/lib/inbox/request-schemas';
import { isInboxSection } from '@/lib/inbox/sections';

type Params = { section: string };

function contentSection(value: string) {
  if (!isContentSection(value)) throw apiError('not_found');
  return value;
}

/** GET adm/{inbox section}: one filtered page of it, newest first, as `{items, total}` (its inbox right). */
async function listInboxSection(req: NextRequest, value: string) {
  const { section } = await requireInboxRight(req, value);
  const query = parseQuery(req.nextUrl, inboxQuery);
  return ok(await listInbox(await getDb(), section, query));
}

/** DELETE adm/{inbox section}?id=: deletes an item and its file (audited; its inbox right). */
async function deleteInboxSectionItem(req: NextRequest, value: string) {
  const { staff, section } = await requireInboxRight(req, value);
  const { id } = parseQuery(req.nextUrl, inboxIdQuery);
  await deleteInboxItem(await getDb(), staff, section, id);
  return ok({ id });
}

/** GET /api/v1/adm/{section}: a content section's items as `{section, id, data}`, or an inbox section's page. */
export const GET = apiHandler<Params>(async (req, { params }) => {
  if (isInboxSection(params.section)) return listInboxSection(req, params.section);
  const section = contentSection(params.section);
  await requireRight(req, section);
  return ok(await listItems(await getDb(), section));
});

/** DELETE /api/v1/adm/{section}?id=: deletes one item (audited; a content section's pages expire). */
export const DELETE = apiHandler<Params>(async (req, { params }) => {
  if (isInboxSection(params.section)) return deleteInboxSectionItem(req, params.section);
  const section = contentSection(params.section);
  const staff = await requireRight(req, section);
  const { id } = parseQuery(req.nextUrl, deleteItemQuery);
  await deleteItem(await getDb(), staff, section, id);
  return ok({ id });
});
