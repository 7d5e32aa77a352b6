/** The retention purge: items older than the limit go with their résumé files and queued e-mails; the audit trail counts them per section. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, notificationOutbox } from '@/lib/platform/db/schema';
import { getInboxItem } from '@/lib/staff/inbox/item';
import { purgeExpired } from '@/lib/staff/inbox/retention';
import { setupTestDatabase } from './helpers/database';
import { plantMessage, plantRating, plantRequest, plantResume } from './helpers/inbox';
import { hasStoredFile } from './helpers/stored-files';

const db = setupTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

describe('purgeExpired', () => {
  it('deletes what is older than the limit, keeps the rest, removes the files and audits the counts as the system', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const old = new Date(now.getTime() - 31 * DAY);
    const recent = new Date(now.getTime() - 29 * DAY);
    const oldMessages = [await plantMessage(db(), { createdAt: old }), await plantMessage(db(), { createdAt: old })];
    const keptMessage = await plantMessage(db(), { createdAt: recent });
    const oldResume = await plantResume(db(), { createdAt: old });
    const keptResume = await plantResume(db(), { createdAt: recent });
    const oldRequest = await plantRequest(db(), { createdAt: old });
    await plantRating(db(), { createdAt: recent });
    await db().insert(notificationOutbox).values({ section: 'messages', itemId: oldMessages[0]! });

    expect(await purgeExpired(db(), now, 30)).toEqual({ requests: 1, messages: 2, resumes: 1, ratings: 0 });

    for (const id of oldMessages) expect(await getInboxItem(db(), 'messages', id)).toBeNull();
    expect(await getInboxItem(db(), 'requests', oldRequest)).toBeNull();
    expect(await getInboxItem(db(), 'messages', keptMessage)).not.toBeNull();
    expect(await getInboxItem(db(), 'resumes', oldResume.id)).toBeNull();
    expect(await hasStoredFile(db(), 'resume', oldResume.storedName)).toBe(false);
    expect(await hasStoredFile(db(), 'resume', keptResume.storedName)).toBe(true);
    expect(await db().select().from(notificationOutbox)).toEqual([]);

    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'retention'));
    expect(entries.map((e) => [e.section, e.userId, e.userEmail, e.before]).sort()).toEqual([
      ['messages', null, 'system', { count: 2, older_than_days: 30 }],
      ['requests', null, 'system', { count: 1, older_than_days: 30 }],
      ['resumes', null, 'system', { count: 1, older_than_days: 30 }],
    ]);

    // a second run finds nothing more and adds no audit entry
    expect(await purgeExpired(db(), now, 30)).toEqual({ requests: 0, messages: 0, resumes: 0, ratings: 0 });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'retention'))).toHaveLength(3);
  });
});
