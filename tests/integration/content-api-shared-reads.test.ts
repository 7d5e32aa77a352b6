/** The content API answers repeated calls from one shared read, and an admin save shows on the very next call. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getBundle } from '@/app/api/v1/get/[lang]/route';
import { GET as getFaq } from '@/app/api/v1/faq/[lang]/route';
import { POST as save } from '@/app/api/v1/save/route';
import { GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
let cookie = '';
const bundle = () => callRoute(getBundle, '/api/v1/get/rus', { params: { lang: 'rus' } });
const faq = () => callRoute(getFaq, '/api/v1/faq/rus', { params: { lang: 'rus' } });
const questions = (items: { question: string }[]) => items.map((item) => item.question);

beforeAll(async () => {
  await ensureAccount(db(), 'editor@shared.example', 'marketing');
  cookie = (await login('editor@shared.example')).cookie;
});

describe('shared content reads', () => {
  it('answers repeated calls with the same JSON without reading the database again', async () => {
    const first = await bundle();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    // A write that bypasses the admin (no save hook) is not seen: the call did not go to the database.
    await db().execute(sql`update faq set question = jsonb_set(question, '{rus}', '"Изменено в обход админки"')`);
    const second = await bundle();
    expect(second.text).toBe(first.text);
    expect(second.json.data.faq.some((f: { question: string }) => f.question === 'Изменено в обход админки')).toBe(
      false,
    );
  });

  it('shows an admin save on the next call of every read of that section', async () => {
    const before = await faq();
    await bundle();
    const [item] = (await asStaff(listSection, '/api/v1/adm/faq', cookie, { params: { section: 'faq' } })).json.data;
    const edited = {
      ...item,
      data: { ...item.data, question: { ...item.data.question, rus: 'Сколько стоит подключение?' } },
    };
    expect((await asStaff(save, '/api/v1/save', cookie, { method: 'POST', body: edited })).status).toBe(200);
    expect(questions((await faq()).json.data)).toContain('Сколько стоит подключение?');
    expect(questions((await bundle()).json.data.faq)).toContain('Сколько стоит подключение?');
    expect(questions(before.json.data)).not.toContain('Сколько стоит подключение?');
  });
});
