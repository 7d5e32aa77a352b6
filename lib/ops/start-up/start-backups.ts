/**
 * The server's part in backups: on the embedded database it answers `npm run db:backup` over its
 * socket in DATA_DIR, so backups need no stop; and, unless BACKUP_AT is off, it makes, verifies
 * and audits a backup every day (lib/platform/db/backup/scheduled-run.ts).
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { openSharedDb } from '@/lib/platform/db';
import { lastAuditedBackupAt } from '@/lib/platform/db/backup/backup-audit';
import { recordGoodBackup } from '@/lib/platform/db/backup/last-good';
import { backupOpenPglite } from '@/lib/platform/db/backup/live';
import { runScheduledBackup } from '@/lib/platform/db/backup/scheduled-run';
import { scheduleDaily } from '@/lib/platform/db/backup/schedule';
import { startBackupSocket } from '@/lib/platform/db/backup/socket-server';
import { env } from '@/lib/platform/env';
import { logger } from '@/lib/platform/log/logger';

/** Starts the backup socket and the daily backup of this server process, as configured. */
export async function startBackups(): Promise<void> {
  const config = env();
  const open = await openSharedDb();
  const client = open.listen.kind === 'pglite' ? open.listen.client : undefined;
  if (client && config.DATA_DIR !== 'memory:') {
    // Without the socket db:backup still works once the site is stopped, so the schedule goes on regardless.
    await startBackupSocket(config.DATA_DIR, (file) => backupOpenPglite(client, file)).catch((err: unknown) =>
      logger().error({ err }, 'the backup socket did not start: npm run db:backup needs the site stopped'),
    );
  }
  const seeded = await lastAuditedBackupAt(open.db);
  if (seeded) recordGoodBackup(seeded);
  if (config.BACKUP_AT === 'off') return;
  if (config.DATA_DIR === 'memory:' && !config.BACKUP_DIR) return; // nowhere to keep them
  const dir = path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  scheduleDaily(config.BACKUP_AT, (due) => runScheduledBackup({ open, dir, keep: config.BACKUP_KEEP }, due));
  logger().info(
    { event: 'backup_schedule', at: config.BACKUP_AT, dir, keep: config.BACKUP_KEEP },
    'daily backup scheduled',
  );
}
