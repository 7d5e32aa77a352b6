/** Interest where there is no coverage (issue #24 §3): stored from the form, listed by building, marked by an import. */
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as interest } from '@/app/api/v1/coverage/interest/route';
import { POST as importCsv } from '@/app/api/v1/address/route';
import { GET as exportInterest } from '@/app/api/v1/adm/interest/export/route';
import { interestDistricts, listInterest } from '@/lib/visitors/interest/list';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { solvedCaptcha } from './helpers/captcha';
import { callRoute } from './helpers/request';
import { NextRequest } from 'next/server';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';
import { ORIGIN } from './helpers/admin';

const db = setupTestDatabase();
let ip = 0;
const cookies: Record<string, string> = {};

const register = async (lang: 'rus' | 'uzb', body: Record<string, unknown>, from = `10.24.3.${++ip}`) =>
  callRoute(interest, `/api/v1/coverage/interest?lang=${lang}`, {
    method: 'POST',
    body: { ...body, altcha: await solvedCaptcha(from) },
    headers: { [CLIENT_IP_HEADER]: from },
  });
const person = (name: string, district: string, street: string, house: string) => ({
  name,
  phone: '90 123 45 67',
  address: { district, street, house },
});

beforeAll(async () => {
  for (const role of ['accounting', 'marketing', 'hr'] as const) {
    await ensureAccount(db(), `${role}@interest.example`, role);
    cookies[role] = (await login(`${role}@interest.example`)).cookie;
  }
});

describe('registering interest', () => {
  it('stores a visitor of either language and thanks them in their language', async () => {
    const rus = await register('rus', person('Анвар', 'Чиланзарский район', 'ул. Новая', '7'));
    expect(rus.status).toBe(200);
    expect(rus.json.data.message).toMatch(/Спасибо/);
    const uzb = await register('uzb', person('Dilnoza', 'Chilonzor tumani', 'Yangi koʻchasi', '7'));
    expect(uzb.json.data.message).toMatch(/Rahmat/);
    await register('rus', person('=HYPERLINK("x")', 'Юнусабадский район', 'Амир Темур', '108'));
    await register('rus', person('Шахло', 'Юнусабадский  район', 'улица Амир Темур', '108'));
    await register('rus', person('Бахтиёр', 'Чиланзарский район', 'ул. Катартал', '99 а'));
    await register('uzb', person('Jasur', 'Chilonzor tumani', 'Qatortol koʻchasi', '99A'));
    await register('uzb', person('Malika', 'chilonzor', 'qatortol koʻchasi', '99a'));
  });

  it('refuses a missing phone, a bad phone and an unsolved captcha per field, in the language asked', async () => {
    const res = await callRoute(interest, '/api/v1/coverage/interest?lang=uzb', {
      method: 'POST',
      body: { name: 'A', phone: '12', address: { district: 'X', street: '', house: '1' }, altcha: '' },
      headers: { [CLIENT_IP_HEADER]: '10.24.4.1' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['address.street', 'altcha', 'phone']);
    expect(res.json.error.fields.altcha).toBe('Robot emasligingizni tasdiqlang.');
  });

  it('lets one address send only so many in a while', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await register('rus', person('Спам', 'Район', 'Улица', `${i}`), '10.24.5.1')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the interest list', () => {
  it('groups the same building however it was written, in either language, the most asked for first', async () => {
    const groups = (await listInterest(db())).filter((g) => g.district !== 'Район');
    expect(groups.map((g) => [g.house, g.count])).toEqual([
      ['99a', 3],
      ['108', 2],
      // a street the hierarchy does not know yet cannot be matched across the languages
      ['7', 1],
      ['7', 1],
    ]);
    expect(groups[0]!.people.map((p) => p.name)).toEqual(['Malika', 'Jasur', 'Бахтиёр']);
  });

  it('filters by district, whichever language the visitors wrote it in', async () => {
    const districts = await interestDistricts(db());
    const chilonzor = districts.filter((d) => /чиланзар|chilonzor/i.test(d.name));
    expect(chilonzor).toHaveLength(1);
    expect((await listInterest(db(), chilonzor[0]!.key)).map((g) => g.house)).toEqual(['99a', '7', '7']);
  });

  it('marks a building "now covered" after an import covers it, and lists it first', async () => {
    const csv = [
      'region,district,street_rus,street_uzb,building,in_coverage,technology',
      'Ташкент,Чиланзарский район,Новая улица,Yangi koʻchasi,7,да,FTTx',
      'Ташкент,Юнусабадский район,ул. Амир Темур,Amir Temur,108,нет,',
    ].join('\n');
    const res = await asStaff(importCsv, '/api/v1/address?lang=rus', cookies.accounting!, {
      method: 'POST',
      body: { csv, dry_run: false },
    });
    expect(res.status).toBe(200);
    const [first, second] = await listInterest(db());
    expect(first).toMatchObject({ house: '7', count: 2, street: expect.stringMatching(/Новая|Yangi/) });
    expect(first!.covered_at).toBeInstanceOf(Date);
    expect(first!.people.map((p) => p.name).sort()).toEqual(['Dilnoza', 'Анвар']);
    expect(first!.people.every((p) => p.covered_at)).toBe(true);
    expect(second).toMatchObject({ house: '99a', count: 3, covered_at: null });
  });

  it('exports as CSV for Excel with the column names in the language asked, formulas defused', async () => {
    const req = new NextRequest(`${ORIGIN}/api/v1/adm/interest/export?lang=uzb`, {
      headers: { ...signatureHeaders(env().STATISTIC_KEY, env().MAP_KEY), cookie: cookies.marketing!, origin: ORIGIN },
    });
    const answer = await exportInterest(req, { params: Promise.resolve({}) });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const res = { status: answer.status, headers: answer.headers, text: bytes.toString('utf8') };
    expect(res.status).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="interest-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Tuman,Koʻcha,Uy,Uyga arizalar,Ism,Telefon,Qoldirilgan,Tarmoq yetib kelgan');
    expect(lines[1]).toMatch(/^Chilonzor tumani|^Чиланзарский район/);
    expect(lines[1]).toMatch(/,"'\+998 90 123 45 67",\d{2}\.\d{2}\.\d{4} \d{2}:\d{2},\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(res.text).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('is open to developer, manager and marketing only', async () => {
    expect((await asStaff(exportInterest, '/api/v1/adm/interest/export', cookies.hr!)).status).toBe(403);
    expect((await asStaff(exportInterest, '/api/v1/adm/interest/export', cookies.accounting!)).status).toBe(403);
    expect((await asStaff(exportInterest, '/api/v1/adm/interest/export', null)).status).toBe(401);
    const bad = await asStaff(exportInterest, '/api/v1/adm/interest/export?lang=xx', cookies.marketing!);
    expect(bad.status).toBe(400);
  });
});
