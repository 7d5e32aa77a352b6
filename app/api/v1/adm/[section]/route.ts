import { ok } from '@/lib/http/api/envelope';
import { parseQuery } from '@/lib/http/api/parse';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { deleteItem, listItems } from '@/lib/staff/admin/section-items';
import { deleteInboxItem } from '@/lib/staff/inbox/delete';
import { listInbox } from '@/lib/staff/inbox/list';
import { inboxIdQuery } from '@/lib/staff/inbox/request-schemas';
import { isInboxSection } from '@/lib/staff/inbox/sections';
import * as contract from './contract';

/** GET /api/v1/adm/{section}: a content section's items as `{section, id, data}`, or an inbox section's page. */
export const GET = defineRoute(contract.GET, async ({ params: { section }, query }) => {
  const db = await getDb();
  return ok(isInboxSection(section) ? await listInbox(db, section, query) : await listItems(db, section));
});

// An inbox item's id is a number; a content item's may be a static text's key.
export const DELETE = defineRoute(contract.DELETE, async ({ req, staff, params: { section }, query }) => {
  const db = await getDb();
  if (!isInboxSection(section)) {
    await deleteItem(db, staff, section, query.id);
    return ok({ id: query.id });
  }
  const { id } = parseQuery(req.nextUrl, inboxIdQuery);
  await deleteInboxItem(db, staff, section, id);
  return ok({ id });
});
