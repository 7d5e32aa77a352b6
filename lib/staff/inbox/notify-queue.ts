/**
 * Queues the staff e-mail about a new inbox item, in the submission's own transaction: the item and
 * its e-mail are committed together, so neither is ever there without the other. Nothing is queued
 * unless SMTP_URL and the section's NOTIFY_EMAILS_<SECTION> are set.
 */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { notificationOutbox } from '@/lib/platform/db/schema';
import { env } from '@/lib/platform/env';
import { kindOf } from './kinds';
import type { InboxSection } from './sections';

/** The addresses told of a new item of `section` (empty: nobody, or no SMTP server). */
export function recipientsOf(section: InboxSection): string[] {
  const config = env();
  if (!config.SMTP_URL) return [];
  return kindOf(section).recipients(config);
}

/** Queues the e-mail about item `itemId` (call inside the submission's transaction); true when one was queued. */
export async function queueNotification(tx: Db, section: InboxSection, itemId: number): Promise<boolean> {
  if (recipientsOf(section).length === 0) return false;
  await tx.insert(notificationOutbox).values({ section, itemId });
  return true;
}
