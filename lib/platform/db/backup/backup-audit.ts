/**
 * The scheduled backups' entries in the audit trail (by `system`): each good backup with its file
 * name and size, each failure with its reason. The admin dashboard shows developers the latest
 * entry when it is a failure; the last good one seeds the metric after a restart.
 */
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Db } from '@/lib/platform/db/client';
import { auditLog } from '@/lib/platform/db/schema';

const SECTION = 'backups';

/** Audits a good scheduled backup. */
export function auditBackup(db: Db, file: string, size: number, deleted: string[]): Promise<void> {
  return writeAudit(db, 'system', {
    section: SECTION,
    itemId: file,
    action: 'backup',
    before: null,
    after: { file, size, verified: true, deleted },
  });
}

/** Audits a failed scheduled backup. */
export function auditBackupFailure(db: Db, file: string, reason: string): Promise<void> {
  return writeAudit(db, 'system', {
    section: SECTION,
    itemId: file,
    action: 'backup_failed',
    before: null,
    after: { file, reason },
  });
}

/** The latest scheduled backup's failure (when, why), or null when the latest one succeeded or none ran. */
export async function lastBackupFailure(db: Db): Promise<{ at: Date; reason: string } | null> {
  const [latest] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.section, SECTION), eq(auditLog.userEmail, 'system')))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  if (!latest || latest.action !== 'backup_failed') return null;
  return { at: latest.at, reason: String((latest.after as { reason?: unknown } | null)?.reason ?? '') };
}

/** When the latest good scheduled backup was made, or null. */
export async function lastAuditedBackupAt(db: Db): Promise<Date | null> {
  const [latest] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.section, SECTION), eq(auditLog.action, 'backup')))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return latest?.at ?? null;
}
