/** An unexpected failure (here: a table gone from the database) answers a bare 500 envelope; the details go only to the log. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getFaq } from '@/app/api/v1/faq/[lang]/route';
import { GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { captureLog } from './helpers/log-capture';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
const log = captureLog();

// Nothing of the failure may reach the caller: no SQL, table name, file path or stack frame.
const LEAKS =
  /faq|news|relation|select|insert|drizzle|pglite|postgres|node_modules|\/work\/|\.ts\b|\.js\b|at \S+ \(|[A-Z]\w*Error|Failed query/;

function expectBareInternalError(
  res: { status: number; json: unknown; text: string; headers: Headers },
  lang: 'rus' | 'uzb',
) {
  const name = lang === 'rus' ? 'Внутренняя ошибка' : 'Ichki xatolik';
  const message =
    lang === 'rus'
      ? 'Произошла внутренняя ошибка. Попробуйте позже.'
      : 'Ichki xatolik yuz berdi. Keyinroq urinib koʻring.';
  expect(res.status).toBe(500);
  expect(res.json).toEqual({ status: 'error', error: { name, message, code: 'internal' } });
  expect(res.text).not.toMatch(LEAKS);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
}

describe('an internal failure', () => {
  it('answers a public call with the translated 500 envelope and logs the cause with the path', async () => {
    await db().execute(sql`drop table faq cascade`);
    const res = await callRoute(getFaq, '/api/v1/faq/uzb?lang=uzb', { params: { lang: 'uzb' } });
    expectBareInternalError(res, 'uzb');
    const [entry] = log.lines().filter((l) => l.msg === 'unhandled error in route handler');
    expect(entry).toMatchObject({ level: 50, path: '/api/v1/faq/uzb' });
    expect(JSON.stringify(entry!.err)).toMatch(/faq/);
  });

  it('answers a signed-in admin call the same way', async () => {
    await ensureAccount(db(), 'dev@errors.example', 'developer');
    const { cookie } = await login('dev@errors.example');
    await db().execute(sql`drop table news cascade`);
    const res = await asStaff(listSection, '/api/v1/adm/news?lang=rus', cookie, { params: { section: 'news' } });
    expectBareInternalError(res, 'rus');
    expect(
      log
        .lines()
        .filter((l) => l.msg === 'unhandled error in route handler')
        .at(-1),
    ).toMatchObject({ path: '/api/v1/adm/news' });
  });
});
