/** `npm run db:verify` behind the CLI: restores a backup somewhere temporary and checks it (never the live data). */
import 'server-only';
import { backupKindOf } from './backup-file';
import type { VerifyReport } from './verify-checks';
import { verifyPgliteBackup } from './verify-pglite';
import { verifyPostgresBackup } from './verify-postgres';

export type { VerifyReport } from './verify-checks';

/** Checks that `file` restores and what it holds; throws a BackupError naming the problem. */
export async function verifyBackup(file: string, databaseUrl?: string): Promise<VerifyReport> {
  return backupKindOf(file) === 'pglite' ? verifyPgliteBackup(file) : verifyPostgresBackup(file, databaseUrl);
}
