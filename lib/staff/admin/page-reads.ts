/** The content, audit and backup reads the admin's pages and dashboard make, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { lastBackupFailure } from '@/lib/platform/db/backup/backup-audit';
import type { ContentSection } from '@/lib/content/sections';
import { listAudit } from './audit';
import { recentEdits, type RecentEdit } from './recent-edits';
import { listItems, type VersionedItem } from './section-items';

/** A section's items as its editor lists them, each with its current version. */
export async function readSectionItems(section: ContentSection): Promise<VersionedItem[]> {
  return listItems(await getDb(), section);
}

/** The latest `limit` edits of the given sections, newest first. */
export async function readRecentEdits(sections: readonly string[], limit: number): Promise<RecentEdit[]> {
  return recentEdits(await getDb(), sections, limit);
}

/** The newest `limit` entries of the audit trail. */
export async function readAuditTrail(limit: number) {
  return listAudit(await getDb(), { limit, offset: 0 });
}

/** When and why the latest scheduled backup failed, or null when the latest one succeeded or none ran. */
export async function readLastBackupFailure(): Promise<{ at: Date; reason: string } | null> {
  return lastBackupFailure(await getDb());
}
