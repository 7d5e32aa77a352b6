/**
 * When the last scheduled backup that verified was made, for the metrics: set by this server's
 * runs, and at start from the audit trail. Kept on globalThis because Next bundles route handlers
 * separately and each bundle must see the same moment. The metrics endpoint gets it through the bridge.
 */
import { setValue } from '@/lib/platform/metrics/bridge.mjs';

const KEY = Symbol.for('isp-site.last-good-backup');
type Holder = { [KEY]?: Date };

/** The time of the last good (written and verified) scheduled backup; null before the first. */
export function lastGoodBackupAt(): Date | null {
  return (globalThis as Holder)[KEY] ?? null;
}

/** Records a good backup made at `at` (a later one only moves the time forward). */
export function recordGoodBackup(at: Date): void {
  const holder = globalThis as Holder;
  if (!holder[KEY] || holder[KEY] < at) holder[KEY] = at;
  setValue('backup_last_success_at', holder[KEY].getTime());
}
