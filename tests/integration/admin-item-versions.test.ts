/**
 * Versions of the content items (issue #32): every listed item carries its version, an update must name
 * the version it was based on, a save based on an older one is refused as an edit conflict naming who
 * saved when, every version is kept (pruned only past the newest kept and RETENTION_DAYS), and a kept
 * version can be restored as a new one.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as removeItem, GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { GET as historyRoute } from '@/app/api/v1/adm/[section]/history/route';
import { POST as restoreRoute } from '@/app/api/v1/adm/[section]/restore/route';
import { POST as save } from '@/app/api/v1/save/route';
import type { ContentSection } from '@/lib/content/sections';
import { auditLog, itemHeads, itemVersions } from '@/lib/platform/db/schema';
import { KEPT_VERSIONS } from '@/lib/staff/admin/versions/history';
import { expiredTags } from '../setup/integration';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
let dev = '';
let editor = '';
let marketing = '';

type Item = { section: ContentSection; id: number | string; version: number; data: Record<string, unknown> };

const list = async (section: ContentSection, cookie = dev): Promise<Item[]> =>
  (await asStaff(listSection, `/api/v1/adm/${section}`, cookie, { params: { section } })).json.data;
const post = (body: unknown, cookie = dev) => asStaff(save, '/api/v1/save', cookie, { method: 'POST', body });
const history = (section: ContentSection, id: number | string, cookie: string | null = dev, query = '') =>
  asStaff(historyRoute, `/api/v1/adm/${section}/history?id=${encodeURIComponent(String(id))}${query}`, cookie, {
    params: { section },
  });
const restore = (section: ContentSection, body: unknown, cookie = dev) =>
  asStaff(restoreRoute, `/api/v1/adm/${section}/restore`, cookie, { method: 'POST', body, params: { section } });

const faq = (rus: string) => ({
  question: { rus, uzb: 'Savol' },
  answer: { rus: 'Ответ.', uzb: 'Javob.' },
  position: 90,
});
const TASHKENT_TIME = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;

beforeAll(async () => {
  await ensureAccount(db(), 'dev@versions.example', 'developer');
  await ensureAccount(db(), 'editor@versions.example', 'manager');
  await ensureAccount(db(), 'marketing@versions.example', 'marketing');
  dev = (await login('dev@versions.example')).cookie;
  editor = (await login('editor@versions.example')).cookie;
  marketing = (await login('marketing@versions.example')).cookie;
});

describe('versions and edit conflicts', () => {
  it('lists every item with a version, 1 for one never saved', async () => {
    for (const section of ['news', 'sc', 'ca'] as const) {
      const items = await list(section);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.version).toBe(1);
    }
  });

  it('refuses an update without the version it was based on, naming the field, and changes nothing', async () => {
    const [item] = await list('news');
    const res = await post({ section: 'news', id: item!.id, data: item!.data });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields).toEqual({ version: 'Обязательное поле.' });
    expect((await list('news'))[0]!.version).toBe(1);
  });

  it('answers each save with the next version; a save based on an older one is a 409 naming who saved when, and stores nothing', async () => {
    const created = await post({ section: 'faq', data: faq('Первая редакция') });
    expect(created.json.data.version).toBe(1);
    const { id } = created.json.data;
    const first = await post({ section: 'faq', id, version: 1, data: faq('Правка редактора') }, editor);
    expect(first.status).toBe(200);
    expect(first.json.data.version).toBe(2);
    const audits = (await db().select().from(auditLog)).length;
    const stale = await post({ section: 'faq', id, version: 1, data: faq('Правка из второй вкладки') });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('edit_conflict');
    expect(stale.json.error.message).toContain('editor@versions.example');
    expect(stale.json.error.message).toMatch(TASHKENT_TIME);
    expect(stale.json.error.params).toMatchObject({ by: 'editor@versions.example', version: '2' });
    const current = (await list('faq')).find((i) => i.id === id)!;
    expect(current.version).toBe(2);
    expect((current.data.question as { rus: string }).rus).toBe('Правка редактора');
    expect((await db().select().from(auditLog)).length).toBe(audits);
    const uzbek = await asStaff(save, '/api/v1/save?lang=uzb', dev, {
      method: 'POST',
      body: { section: 'faq', id, version: 1, data: faq('x') },
    });
    expect(uzbek.json.error.message).toContain('Toshkent vaqti');
    // based on the version it now knows, the same staff member saves
    expect((await post({ section: 'faq', id, version: 2, data: faq('Третья') })).json.data.version).toBe(3);
  });

  it('lets exactly one of two saves based on the same version through when they arrive together', async () => {
    const [item] = await list('footer');
    const both = await Promise.all(
      ['A', 'B'].map((mark) =>
        post({
          section: 'footer',
          id: item!.id,
          version: item!.version,
          data: { ...item!.data, title: { rus: `Пункт ${mark}`, uzb: `Band ${mark}` } },
        }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await list('footer')).find((i) => i.id === item!.id)!.version).toBe(item!.version + 1);
  });

  it('refuses a version never reached with 400 naming the field', async () => {
    const [item] = await list('vacancy');
    const res = await post({ section: 'vacancy', id: item!.id, version: 7, data: item!.data });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(['version']);
  });
});

describe('history and restore', () => {
  it('keeps every version newest first with who and when; an item saved first since versions began keeps its original', async () => {
    const [item] = await list('navbar');
    const original = item!.data;
    const edited = { ...original, title: { ...(original.title as object), rus: 'Изменённый пункт' } };
    expect((await post({ section: 'navbar', id: item!.id, version: 1, data: edited }, editor)).status).toBe(200);
    const res = await history('navbar', item!.id);
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(2);
    const [newest, oldest] = res.json.data.items;
    expect(newest).toMatchObject({ version: 2, by: 'editor@versions.example', action: 'update', data: edited });
    expect(Date.parse(newest.at)).toBeGreaterThan(Date.now() - 60_000);
    expect(oldest).toEqual({ version: 1, at: null, by: null, action: 'original', restored_from: null, data: original });
    const page = await history('navbar', item!.id, dev, '&limit=1&offset=1');
    expect(page.json.data.items.map((e: { version: number }) => e.version)).toEqual([1]);
  });

  it('restores a kept version as a new one: audited as a restore, the section expired, the data as it was', async () => {
    const [item] = await list('news');
    const good = item!.data;
    const bad = { ...good, title: { rus: 'Ошибочный заголовок', uzb: 'Xato sarlavha' } };
    expect((await post({ section: 'news', id: item!.id, version: item!.version, data: bad })).status).toBe(200);
    expiredTags.length = 0;
    const res = await restore('news', { id: item!.id, version: item!.version });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ section: 'news', id: item!.id, version: item!.version + 2, data: good });
    expect(expiredTags).toEqual(['news']);
    const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'restore',
      section: 'news',
      itemId: String(item!.id),
      before: bad,
      after: good,
    });
    const [newest] = (await history('news', item!.id)).json.data.items;
    expect(newest).toMatchObject({ action: 'restore', restored_from: item!.version, by: 'dev@versions.example' });
  });

  it('answers a static text (string id) the same way', async () => {
    const [item] = await list('sc');
    expect((await post({ ...item, version: 1 })).status).toBe(200);
    const res = await history('sc', item!.id);
    expect(res.json.data.items.map((e: { version: number }) => e.version)).toEqual([2, 1]);
    expect((await restore('sc', { id: item!.id, version: 1 })).json.data.version).toBe(3);
  });

  it('refuses a version not kept, an item that does not exist, a bad id and a caller without the section right', async () => {
    const [item] = await list('faq');
    expect((await restore('faq', { id: item!.id, version: 40 })).status).toBe(400);
    expect((await restore('faq', { id: 999_999, version: 1 })).status).toBe(404);
    expect((await restore('faq', { id: 'x', version: 1 })).status).toBe(400);
    expect((await restore('faq', { id: item!.id })).json.error.fields).toHaveProperty('version');
    expect((await history('faq', 'abc')).status).toBe(400);
    expect((await history('nope' as ContentSection, 1)).status).toBe(404);
    const [outage] = await list('outages');
    expect((await history('outages', outage!.id, marketing)).status).toBe(403);
    expect((await restore('outages', { id: outage!.id, version: 1 }, marketing)).status).toBe(403);
    expect((await history('outages', outage!.id, null)).status).toBe(401);
  });

  it('keeps the newest versions however old, and every version younger than RETENTION_DAYS', async () => {
    const created = await post({ section: 'faq', data: faq('Долгая история') });
    const id = String(created.json.data.id);
    const old = new Date(Date.now() - 3 * 365 * 86_400_000);
    const last = KEPT_VERSIONS + 5;
    await db()
      .insert(itemVersions)
      .values(
        Array.from({ length: last - 1 }, (_, i) => ({
          section: 'faq',
          itemId: id,
          version: i + 2,
          data: faq(`Версия ${i + 2}`),
          action: 'update',
          // one old version is recent: it stays whatever its number
          savedAt: i + 2 === 3 ? new Date() : old,
          savedBy: 'dev@versions.example',
        })),
      );
    await db()
      .update(itemVersions)
      .set({ savedAt: old })
      .where(and(eq(itemVersions.itemId, id), eq(itemVersions.version, 1)));
    await db().update(itemHeads).set({ version: last }).where(eq(itemHeads.itemId, id));
    expect((await post({ section: 'faq', id: Number(id), version: last, data: faq('Новая') })).status).toBe(200);
    const res = await history('faq', id, dev, '&limit=100');
    const versions = res.json.data.items.map((e: { version: number }) => e.version);
    expect(versions).toHaveLength(KEPT_VERSIONS + 1);
    expect(versions[0]).toBe(last + 1);
    expect(versions.at(-2)).toBe(last + 2 - KEPT_VERSIONS);
    expect(versions.at(-1)).toBe(3);
  });

  it('forgets a deleted item’s versions', async () => {
    const created = await post({ section: 'faq', data: faq('Удаляемый') });
    const { id } = created.json.data;
    await asStaff(removeItem, `/api/v1/adm/faq?id=${id}`, dev, { method: 'DELETE', params: { section: 'faq' } });
    expect((await history('faq', id)).json.data).toEqual({ items: [], total: 0 });
  });
});
