/** The dashboard's reads: what each inbox section received since a moment, and the latest edits of given sections. */
import { beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '@/lib/staff/admin/audit';
import { recentEdits } from '@/lib/staff/admin/recent-edits';
import { countReceivedSince } from '@/lib/staff/inbox/count-since';
import { setupTestDatabase } from './helpers/database';
import { plantMessage, plantRating } from './helpers/inbox';

const db = setupTestDatabase();
const SINCE = new Date('2026-11-20T00:00:00+05:00');

beforeAll(async () => {
  await plantMessage(db(), { createdAt: new Date('2026-11-19T23:59:00+05:00'), name: 'Вчера' });
  await plantMessage(db(), { createdAt: new Date('2026-11-20T00:00:00+05:00'), name: 'Полночь' });
  await plantMessage(db(), { createdAt: new Date('2026-11-20T15:00:00+05:00'), name: 'Днём' });
  await plantRating(db(), { createdAt: new Date('2026-11-20T09:00:00+05:00') });
});

describe('countReceivedSince', () => {
  it('counts the items of each section created from the moment on, an untouched section as 0', async () => {
    expect(await countReceivedSince(db(), ['messages', 'ratings', 'resumes', 'interest'], SINCE)).toEqual({
      messages: 2,
      ratings: 1,
      resumes: 0,
      interest: 0,
    });
  });
});

describe('recentEdits', () => {
  it('lists the newest edits of the given sections only, without inbox work or the data', async () => {
    const actor = 'system' as const;
    await writeAudit(db(), actor, { section: 'news', itemId: 1, action: 'create', before: null, after: { t: 1 } });
    await writeAudit(db(), actor, { section: 'faq', itemId: 2, action: 'update', before: { q: 1 }, after: { q: 2 } });
    await writeAudit(db(), actor, { section: 'messages', itemId: 3, action: 'status', before: null, after: null });
    await writeAudit(db(), actor, { section: 'users', itemId: 4, action: 'delete', before: null, after: null });
    const edits = await recentEdits(db(), ['news', 'faq', 'messages'], 10);
    expect(edits.slice(0, 2).map((e) => [e.section, e.itemId, e.action])).toEqual([
      ['faq', '2', 'update'],
      ['news', '1', 'create'],
    ]);
    expect(edits.filter((e) => e.action === 'status' || e.section === 'users')).toEqual([]);
    expect(Object.keys(edits[0]!).sort()).toEqual(['action', 'at', 'id', 'itemId', 'section', 'who']);
    expect(await recentEdits(db(), ['news', 'faq'], 1)).toHaveLength(1);
    expect(await recentEdits(db(), [], 10)).toEqual([]);
  });
});
