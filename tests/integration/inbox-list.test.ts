/** The inbox lists: newest first, paged on the server, filtered by status, text and Tashkent days; the work status with author, time and audit. */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as list } from '@/app/api/v1/adm/[section]/route';
import { POST as setStatus } from '@/app/api/v1/adm/[section]/status/route';
import { auditLog } from '@/lib/platform/db/schema';
import { countNew } from '@/lib/staff/inbox/count-new';
import { getInboxItem } from '@/lib/staff/inbox/item';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { plantMessage, plantRating } from './helpers/inbox';

const db = setupTestDatabase();
let cookie = '';
const ids: number[] = [];

beforeAll(async () => {
  await ensureAccount(db(), 'manager@inbox-list.example', 'manager');
  cookie = (await login('manager@inbox-list.example')).cookie;
  // 25 messages, one a day from 1 November (10:00 Tashkent), the newest last
  for (let day = 1; day <= 25; day++) {
    const createdAt = new Date(`2026-11-${String(day).padStart(2, '0')}T10:00:00+05:00`);
    ids.push(await plantMessage(db(), { createdAt, name: `Гость ${day}`, message: `Сообщение номер ${day}` }));
  }
});

const messages = (query = '') =>
  asStaff(list, `/api/v1/adm/messages${query}`, cookie, { params: { section: 'messages' } });
const names = (res: { json: { data: { items: { name: string }[] } } }) => res.json.data.items.map((i) => i.name);

describe('GET adm/messages', () => {
  it('answers newest first, a page at a time, with the total of matching rows', async () => {
    const first = await messages('?per_page=10');
    expect(first.status).toBe(200);
    expect(first.json.data.total).toBe(25);
    expect(names(first)).toEqual(Array.from({ length: 10 }, (_, i) => `Гость ${25 - i}`));
    const third = await messages('?per_page=10&page=3');
    expect(names(third)).toEqual(['Гость 5', 'Гость 4', 'Гость 3', 'Гость 2', 'Гость 1']);
    expect((await messages('?per_page=10&page=4')).json.data.items).toEqual([]);
  });

  it('answers every field as sent, with its work state', async () => {
    const res = await messages('?per_page=1');
    expect(res.json.data.items[0]).toEqual({
      id: ids[24],
      created_at: '2026-11-25T05:00:00.000Z',
      name: 'Гость 25',
      email: null,
      login: null,
      phone: '+998901234567',
      extra_phone: null,
      address: { district: 'Юнусабадский район', street: 'ул. Тестовая', house: '7' },
      city: 'Ташкент',
      message: 'Сообщение номер 25',
      lang: 'rus',
      work_status: 'new',
      status_changed_by: null,
      status_changed_at: null,
    });
  });

  it('filters by a range of Tashkent days, both ends inclusive', async () => {
    const res = await messages('?from=2026-11-03&to=2026-11-05');
    expect(names(res)).toEqual(['Гость 5', 'Гость 4', 'Гость 3']);
    // 00:30 Tashkent on the 6th is still the 5th in UTC: it belongs to the 6th
    await plantMessage(db(), { createdAt: new Date('2026-11-05T19:30:00Z'), name: 'Ночной гость' });
    expect(names(await messages('?from=2026-11-06&to=2026-11-06'))).toEqual(['Гость 6', 'Ночной гость']);
    expect(names(await messages('?from=2026-11-05&to=2026-11-05'))).toEqual(['Гость 5']);
  });

  it('searches name, phone, e-mail and text, case-insensitive, taking % and _ literally', async () => {
    await plantMessage(db(), { name: 'Процент', message: 'скидка 100% сразу', email: 'Who_Am@Example.uz' });
    expect(names(await messages(`?q=${encodeURIComponent('гость 1')}`))).toEqual(
      expect.arrayContaining(['Гость 1', 'Гость 10', 'Гость 19']),
    );
    expect(names(await messages(`?q=${encodeURIComponent('100%')}`))).toEqual(['Процент']);
    expect((await messages(`?q=${encodeURIComponent('%')}`)).json.data.total).toBe(1);
    expect(names(await messages('?q=who_am@example'))).toEqual(['Процент']);
    expect((await messages('?q=who%5Fam')).json.data.total).toBe(1);
    expect((await messages('?q=whoxam')).json.data.total).toBe(0);
    expect((await messages('?q=4567')).json.data.total).toBeGreaterThan(25);
  });

  it('searches a rating by its text, reason and event id', async () => {
    await plantRating(db(), { eventId: 'CALL-777', rating: 2, reason: 'no_info', text: 'Никто не перезвонил' });
    const ratings = (q: string) =>
      asStaff(list, `/api/v1/adm/ratings?q=${encodeURIComponent(q)}`, cookie, { params: { section: 'ratings' } });
    for (const q of ['call-777', 'перезвонил', 'no_info'])
      expect(
        (await ratings(q)).json.data.items.map((i: { event_id: string }) => i.event_id),
        q,
      ).toEqual(['CALL-777']);
  });

  it('refuses bad filters with a translated 400 naming the field', async () => {
    for (const query of [
      '?per_page=101',
      '?page=0',
      '?status=archived',
      '?from=2026-02-31',
      '?to=26/11/2026',
      '?to=31.02.2026',
    ]) {
      const res = await messages(query);
      expect(res.status, query).toBe(400);
      expect(res.json.error.code).toBe('validation');
      expect(Object.keys(res.json.error.fields).length, query).toBe(1);
    }
    expect((await messages('?status=archived&lang=uzb')).json.error.fields.status).toMatch(/[a-z]/i);
  });

  it('takes a day as the admin types it (dd.mm.yyyy) as well as yyyy-mm-dd', async () => {
    const typed = await messages('?from=01.01.2000&to=31.12.2999');
    const iso = await messages('?from=2000-01-01&to=2999-12-31');
    expect(typed.status).toBe(200);
    expect(typed.json.data).toEqual(iso.json.data);
  });
});

describe('POST adm/messages/status', () => {
  const post = (body: unknown) =>
    asStaff(setStatus, '/api/v1/adm/messages/status', cookie, {
      method: 'POST',
      body,
      params: { section: 'messages' },
    });

  it('moves an item, keeps who and when, writes the audit trail, and the status filter and new count follow', async () => {
    const before = await countNew(db(), ['messages', 'ratings']);
    const started = Date.now();
    const res = await post({ id: ids[0], status: 'in_progress' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      id: ids[0],
      work_status: 'in_progress',
      status_changed_by: 'manager@inbox-list.example',
    });
    expect(Date.parse(res.json.data.status_changed_at)).toBeGreaterThanOrEqual(started - 1000);
    expect(await getInboxItem(db(), 'messages', ids[0]!)).toEqual(res.json.data);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.section, 'messages'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      userEmail: 'manager@inbox-list.example',
      itemId: String(ids[0]),
      action: 'status',
      before: { work_status: 'new' },
      after: { work_status: 'in_progress' },
    });
    expect(names(await messages('?status=in_progress'))).toEqual(['Гость 1']);
    expect(await countNew(db(), ['messages', 'ratings'])).toEqual({ ...before, messages: before.messages! - 1 });
  });

  it('answers 400 on an unknown status and 404 on an unknown id', async () => {
    const bad = await post({ id: ids[1], status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.status).toBeTruthy();
    expect((await post({ id: 999_999, status: 'done' })).status).toBe(404);
    expect((await getInboxItem(db(), 'messages', ids[1]!))?.work_status).toBe('new');
  });
});
