import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as removeItem, GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { POST as save } from '@/app/api/v1/save/route';
import { POST as createUser } from '@/app/api/v1/user/create/route';
import { POST as updateUser } from '@/app/api/v1/user/update/route';
import { CONTENT_SECTIONS, type ContentSection } from '@/lib/content/sections';
import { auditLog } from '@/lib/platform/db/schema';
import { expiredTags } from '../setup/integration';
import { setupTestDatabase } from './helpers/database';
import { account, asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
let dev = '';

const list = async (section: ContentSection) =>
  (await asStaff(listSection, `/api/v1/adm/${section}`, dev, { params: { section } })).json.data;
const post = (body: unknown, cookie = dev) => asStaff(save, '/api/v1/save', cookie, { method: 'POST', body });

beforeAll(async () => {
  await ensureAccount(db(), 'dev@save.example', 'developer');
  dev = (await login('dev@save.example')).cookie;
});

describe('save round-trip', () => {
  for (const section of CONTENT_SECTIONS) {
    it(`${section}: an item listed by GET saves unchanged, is the same afterwards, is audited and expires tag ${section}`, async () => {
      const before = await list(section);
      expect(before.length).toBeGreaterThan(0);
      const item = before[0];
      expect(item.section).toBe(section);
      expiredTags.length = 0;
      const res = await post(item);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      // the answer is the item as stored, one version on
      expect(res.json.data).toEqual({ ...item, version: item.version + 1 });
      expect(await list(section)).toEqual(before.map((i: { id: unknown }) => (i.id === item.id ? res.json.data : i)));
      expect(expiredTags).toEqual([section]);
      const [entry] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(entry).toMatchObject({
        userEmail: 'dev@save.example',
        section,
        itemId: String(item.id),
        action: 'update',
        before: item.data,
        after: item.data,
      });
    });
  }
});

describe('editing', () => {
  it('creates, updates and deletes a FAQ entry in both languages, auditing each step', async () => {
    const data = {
      question: { rus: 'Как сменить тариф?', uzb: "Tarifni qanday o'zgartirish mumkin?" },
      answer: { rus: 'В личном кабинете.', uzb: 'Shaxsiy kabinetda.' },
      position: 99,
    };
    const created = await post({ section: 'faq', data });
    expect(created.status).toBe(200);
    const id = created.json.data.id;
    const changed = await post({
      section: 'faq',
      id,
      version: 1,
      data: { ...data, question: { rus: 'Как поменять тариф?', uzb: 'Tarifni qanday almashtirish mumkin?' } },
    });
    expect(changed.json.data.data.question.uzb).toBe('Tarifni qanday almashtirish mumkin?');
    expiredTags.length = 0;
    const gone = await asStaff(removeItem, `/api/v1/adm/faq?id=${id}`, dev, {
      method: 'DELETE',
      params: { section: 'faq' },
    });
    expect(gone.status).toBe(200);
    expect(expiredTags).toEqual(['faq']);
    expect((await list('faq')).some((i: { id: number }) => i.id === id)).toBe(false);
    const again = await asStaff(removeItem, `/api/v1/adm/faq?id=${id}`, dev, {
      method: 'DELETE',
      params: { section: 'faq' },
    });
    expect(again.status).toBe(404);
    const entries = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(3);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('sanitises a news body on save', async () => {
    const [item] = await list('news');
    const res = await post({
      ...item,
      data: {
        ...item.data,
        body: {
          rus: '<p>Текст<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
          uzb: '<p onclick="x()">Matn</p>',
        },
      },
    });
    expect(res.json.data.data.body).toEqual({ rus: '<p>Текст</p><a>x</a>', uzb: '<p>Matn</p>' });
  });

  it('answers 400 with translated field messages for bad data, naming both languages', async () => {
    const res = await post({
      section: 'navbar',
      data: { title: { rus: '', uzb: 'Menyu' }, href: 'javascript:alert(1)', position: 1, visible: true },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      'data.title.rus': 'Обязательное поле.',
      'data.href': 'Введите корректную ссылку.',
    });
  });

  it('refuses a static component whose shape differs from the stored one', async () => {
    const items = await list('sc');
    const listItem = items.find((i: { data: { kind: string } }) => i.data.kind === 'list');
    const res = await post({ ...listItem, data: { kind: 'list', value: [{ unexpected: 'x' }] } });
    expect(res.status).toBe(400);
    // The refused item is named, so the form can show the message next to it.
    expect(res.json.error.fields).toHaveProperty(['data.value.0']);
  });

  it('names the field of a static component that leaves its stored kind, for the form to show next to it', async () => {
    const items = await list('sc');
    const resources = items.find((i: { id: string }) => i.id === 'internal_resources');
    const value = resources.data.value.map((item: object, index: number) =>
      index === 1 ? { ...item, url: 'not a link' } : item,
    );
    const res = await post({ ...resources, data: { kind: 'list', value } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(['data.value.1.url']);
    expect(res.json.error.fields['data.value.1.url']).toMatch(/ссылк/i);
  });

  it('answers 404 for an unknown item and an unknown section', async () => {
    const [item] = await list('faq');
    expect((await post({ ...item, id: 999999 })).status).toBe(404);
    expect((await asStaff(listSection, '/api/v1/adm/nothing', dev, { params: { section: 'nothing' } })).status).toBe(
      404,
    );
  });
});

describe('staff accounts', () => {
  it('creates an account with a generated password shown once, and refuses a duplicate', async () => {
    const res = await asStaff(createUser, '/api/v1/user/create', dev, {
      method: 'POST',
      body: { email: 'New.Hr@save.example', role: 'hr' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({
      email: 'new.hr@save.example',
      role: 'hr',
      access_rights: ['vacancy', 'resumes'],
    });
    expect((await login('new.hr@save.example', res.json.data.password)).status).toBe(200);
    const dup = await asStaff(createUser, '/api/v1/user/create', dev, {
      method: 'POST',
      body: { email: 'new.hr@save.example', role: 'hr' },
    });
    expect(dup.status).toBe(409);
  });

  it('does not let an account remove its own users right or disable itself', async () => {
    const me = await account(db(), 'dev@save.example');
    const demote = await asStaff(updateUser, '/api/v1/user/update', dev, {
      method: 'POST',
      body: { id: me.id, role: 'marketing' },
    });
    expect(demote.status).toBe(403);
    const disable = await asStaff(updateUser, '/api/v1/user/update', dev, {
      method: 'POST',
      body: { id: me.id, disabled: true },
    });
    expect(disable.status).toBe(403);
    expect((await account(db(), 'dev@save.example')).role).toBe('developer');
  });
});
