/** The audit trail: who changed what, when, with the item before and after. */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { auditLog } from '@/lib/platform/db/schema';
import type { Staff } from '@/lib/staff/auth/session';

/** One change to record. */
export type AuditEntry = {
  section: string;
  itemId: string | number;
  action:
    | 'create'
    | 'update'
    | 'restore'
    | 'upload'
    | 'delete'
    | 'import'
    | 'status'
    | 'retry'
    | 'download'
    | 'retention'
    | 'backup'
    | 'backup_failed'
    | 'preview';
  before: unknown;
  after: unknown;
};

/** Who made a change: a staff member, or the server itself (scheduled jobs such as the retention purge). */
export type AuditActor = Staff | 'system';

/** Records a change (call inside the transaction that makes it). */
export async function writeAudit(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    userId: actor === 'system' ? null : actor.id,
    userEmail: actor === 'system' ? 'system' : actor.email,
    section: entry.section,
    itemId: String(entry.itemId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The latest audit entries, newest first, optionally of one section. */
export async function listAudit(db: Db, options: { section?: string; limit: number; offset: number }) {
  const query = db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset);
  return options.section ? query.where(eq(auditLog.section, options.section)) : query;
}
