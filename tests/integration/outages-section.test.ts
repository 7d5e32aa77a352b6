import { beforeAll, describe, expect, it } from 'vitest';
import { POST as save } from '@/app/api/v1/save/route';
import { GET as feedRoute } from '@/app/[lang]/(site)/status/feed.xml/route';
import { listDistrictIds } from '@/lib/content/sections/coverage-area/write';
import { listRecentOutages } from '@/lib/content/sections/outages/read';
import { groupOutages } from '@/lib/content/sections/outages/status';
import { expiredTags } from '../setup/integration';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
let manager = '';
let marketing = '';

const post = (data: unknown, cookie = manager, id?: number) =>
  asStaff(save, '/api/v1/save', cookie, {
    method: 'POST',
    body: { section: 'outages', ...(id ? { id, version: 1 } : {}), data },
  });

const feedText = async (lang: 'rus' | 'uzb') => {
  const res = await feedRoute(new Request(`http://localhost/${lang}/status/feed.xml`), {
    params: Promise.resolve({ lang }),
  });
  expect(res.headers.get('content-type')).toContain('application/atom+xml');
  return res.text();
};

beforeAll(async () => {
  await ensureAccount(db(), 'manager@outages.example', 'manager');
  await ensureAccount(db(), 'marketing@outages.example', 'marketing');
  manager = (await login('manager@outages.example')).cookie;
  marketing = (await login('marketing@outages.example')).cookie;
});

describe('outages section', () => {
  const base = {
    kind: 'outage',
    title: { rus: 'Обрыв магистрали', uzb: 'Magistral uzilishi' },
    details: { rus: 'Бригада на месте.', uzb: 'Brigada joyida.' },
    started_at: '26.11.2026 09:30',
    expected_end: '',
    resolved_at: '',
  };

  it('takes the admin’s Tashkent time, names the districts and shows the entry as current until resolved', async () => {
    const [chilonzor] = await listDistrictIds(db());
    expiredTags.length = 0;
    const created = await post({ ...base, district_ids: [String(chilonzor!.id)] });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(expiredTags).toEqual(['outages']);
    const { id, data } = created.json.data;
    expect(data.started_at).toBe('2026-11-26T04:30:00.000Z');
    expect(data.district_ids).toEqual([chilonzor!.id]);

    const now = Date.parse('2026-11-26T06:00:00Z');
    const { entries } = await listRecentOutages('uzb');
    const mine = entries.find((o) => o.id === id)!;
    expect(mine.districts).toEqual([chilonzor!.name.uzb]);
    expect(groupOutages(entries, now).current.map((o) => o.id)).toEqual([id]);

    const resolved = await post({ ...base, district_ids: [], resolved_at: '26.11.2026 10:15' }, manager, id);
    expect(resolved.status).toBe(200);
    const after = groupOutages((await listRecentOutages('rus')).entries, now);
    expect(after.current).toEqual([]);
    expect(after.resolved.map((o) => o.id)).toContain(id);
  });

  it('refuses an end before the start and a district id that is no id, each with its field named', async () => {
    const res = await post({ ...base, district_ids: ['x'], expected_end: '26.11.2026 08:00' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['data.district_ids.0']);
    const order = await post({ ...base, district_ids: [], resolved_at: '25.11.2026 08:00' });
    expect(order.status).toBe(400);
    expect(order.json.error.fields['data.resolved_at']).toBe('Дата окончания раньше даты начала.');
  });

  it('is closed to marketing', async () => {
    const res = await post({ ...base, district_ids: [] }, marketing);
    expect(res.status).toBe(403);
  });

  it('lists current outages and planned works in the Atom feed of each language', async () => {
    const planned = await post({
      ...base,
      kind: 'planned',
      district_ids: [],
      title: { rus: 'Замена коммутатора <ядра>', uzb: 'Kommutatorni almashtirish' },
      started_at: '01.12.2099 02:00',
      expected_end: '01.12.2099 05:00',
    });
    expect(planned.status).toBe(200);
    const rus = await feedText('rus');
    expect(rus).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru">');
    expect(rus).toContain(`#outage-${planned.json.data.id}</id>`);
    expect(rus).toContain('<title type="text">Плановые работы: Замена коммутатора &lt;ядра&gt;</title>');
    expect(rus).toContain('Ожидаемое окончание: 01.12.2099 05:00');
    expect(await feedText('uzb')).toContain('Rejali ishlar: Kommutatorni almashtirish');
  });
});
