/** The latest content edits of the sections an account may open: the dashboard's "last edits". */
import 'server-only';
import { and, desc, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { auditLog } from '@/lib/platform/db/schema';

// Edits of what the site shows; work on the inbox (status, downloads, retention) has panels of its own.
const EDIT_ACTIONS = ['create', 'update', 'delete', 'import'];

/** One edit as the dashboard lists it: who, when, which section and item, and what was done; never the data. */
export type RecentEdit = { id: number; at: Date; who: string; section: string; itemId: string; action: string };

/** The latest `limit` edits among `sections`, newest first. */
export async function recentEdits(db: Db, sections: readonly string[], limit: number): Promise<RecentEdit[]> {
  if (sections.length === 0) return [];
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      who: auditLog.userEmail,
      section: auditLog.section,
      itemId: auditLog.itemId,
      action: auditLog.action,
    })
    .from(auditLog)
    .where(and(inArray(auditLog.section, [...sections]), inArray(auditLog.action, EDIT_ACTIONS)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
