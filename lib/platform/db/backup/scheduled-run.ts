/**
 * One scheduled backup by the running server: written to BACKUP_DIR, verified by `db:verify`,
 * older scheduled backups beyond BACKUP_KEEP deleted, logged and audited. A failure is logged as an
 * error and audited, so the admin dashboard shows it to developers; it never stops the server.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { OpenDb } from '@/lib/platform/db/client';
import { logger } from '@/lib/platform/log/logger';
import { auditBackup, auditBackupFailure } from './backup-audit';
import { backupFileName } from './backup-file';
import { recordGoodBackup } from './last-good';
import { backupOpenPglite } from './live';
import { backupPostgres } from './postgres';
import { verifyInChildProcess } from './verify-child';

const PREFIX = 'isp-scheduled';

/** What a scheduled backup needs: the server's open database, where backups go and how many stay. */
export type Schedule = { open: OpenDb; dir: string; keep: number };

/** Deletes the oldest scheduled backups in `dir` beyond the newest `keep`; answers their names. */
export function pruneScheduledBackups(dir: string, keep: number): string[] {
  const scheduled = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`${PREFIX}-`) && !name.endsWith('.partial'))
    .sort();
  const old = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}

/** Writes the open database to `file`; answers the file's size. */
async function writeFrom(open: OpenDb, file: string): Promise<number> {
  if (open.listen.kind === 'pglite') return backupOpenPglite(open.listen.client, file);
  await backupPostgres(open.listen.url, file);
  return fs.statSync(file).size;
}

/** Makes, verifies and audits one scheduled backup; never throws. */
export async function runScheduledBackup({ open, dir, keep }: Schedule, now = new Date()): Promise<boolean> {
  const file = path.join(dir, backupFileName(PREFIX, open.kind, now));
  const name = path.basename(file);
  try {
    const size = await writeFrom(open, file);
    await verifyInChildProcess(file);
    const deleted = pruneScheduledBackups(dir, keep);
    recordGoodBackup(now);
    await auditBackup(open.db, name, size, deleted);
    logger().info({ event: 'scheduled_backup', file, size, deleted }, 'scheduled backup written and verified');
    return true;
  } catch (err) {
    logger().error({ err, event: 'scheduled_backup_failed', file }, 'scheduled backup failed');
    await auditBackupFailure(open.db, name, (err as Error).message).catch((auditErr: unknown) =>
      logger().error({ err: auditErr }, 'scheduled backup failure not audited'),
    );
    return false;
  }
}
