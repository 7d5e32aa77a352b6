/**
 * Sends the queued staff e-mails (notification_outbox) with nodemailer: each due row is claimed
 * first (so a second run or instance skips it), then sent, or put back with attempts + 1, the
 * error and a later next attempt (doubling from a minute, at most an hour apart).
 */
import 'server-only';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { notificationOutbox } from '@/lib/platform/db/schema';
import { env } from '@/lib/platform/env';
import { mailFrom, transporterFor } from '@/lib/platform/mail/transport';
import { getInboxItem } from './item';
import { notificationMail } from './notify-mail';
import { recipientsOf } from './notify-queue';
import { isInboxSection } from './sections';

const BATCH = 20;
const CLAIM_MS = 10 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LAST_RETRY_MS = 60 * 60_000;

/** How long after its `attempts`-th failure a mail is tried again. */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);
}

type Row = typeof notificationOutbox.$inferSelect;

async function claim(db: Db, row: Row, now: Date): Promise<boolean> {
  const claimed = await db
    .update(notificationOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(notificationOutbox.id, row.id),
        isNull(notificationOutbox.sentAt),
        lte(notificationOutbox.nextAttemptAt, now),
      ),
    )
    .returning({ id: notificationOutbox.id });
  return claimed.length === 1;
}

/** Sends one claimed row; a row whose item or recipients are gone counts as done. */
async function sendOne(db: Db, row: Row, smtpUrl: string): Promise<void> {
  const section = isInboxSection(row.section) ? row.section : null;
  const item = section ? await getInboxItem(db, section, row.itemId) : null;
  const to = section ? recipientsOf(section) : [];
  if (section && item && to.length > 0) {
    const mail = notificationMail(section, item);
    await transporterFor(smtpUrl).sendMail({ from: mailFrom(), to, subject: mail.subject, text: mail.text });
  }
}

/** Sends every due queued e-mail (up to a batch); answers how many went and how many failed. */
export async function sendDueNotifications(db: Db, now: Date = new Date()): Promise<{ sent: number; failed: number }> {
  const smtpUrl = env().SMTP_URL;
  if (!smtpUrl) return { sent: 0, failed: 0 };
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(and(isNull(notificationOutbox.sentAt), lte(notificationOutbox.nextAttemptAt, now)))
    .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.id))
    .limit(BATCH);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    if (!(await claim(db, row, now))) continue;
    try {
      await sendOne(db, row, smtpUrl);
      await db.update(notificationOutbox).set({ sentAt: new Date() }).where(eq(notificationOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .update(notificationOutbox)
        .set({
          attempts,
          lastError: String((error as Error).message).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelay(attempts)),
        })
        .where(eq(notificationOutbox.id, row.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
