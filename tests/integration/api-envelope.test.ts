import { describe, expect, it } from 'vitest';
import { GET as getBundle } from '@/app/api/v1/get/[lang]/route';
import { GET as getNews } from '@/app/api/v1/news/[lang]/route';
import { GET as getNewsItem } from '@/app/api/v1/id/news/[lang]/route';
import { GET as getHealth } from '@/app/api/v1/health/route';
import { GET as unknownGet, POST as unknownPost } from '@/app/api/v1/[...path]/route';
import { POST as districtsOfRegion } from '@/app/api/v1/addresses/level/1/route';
import { MAX_SKEW_MS, signature } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

setupTestDatabase();

describe('response envelope', () => {
  it('answers the base bundle with every part of SPEC §7', async () => {
    const res = await callRoute(getBundle, '/api/v1/get/rus', { params: { lang: 'rus' } });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ok');
    expect(Object.keys(res.json.data).sort()).toEqual(
      [
        'faq',
        'footers',
        'navbars',
        'news',
        'partners',
        'sliders',
        'static_components',
        'tenders',
        'user',
        'vacancies',
      ].sort(),
    );
    expect(res.json.data.static_components).toHaveProperty('map');
    expect(res.json.data.static_components).toHaveProperty('list');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a missing item with a 404 envelope in the caller language', async () => {
    const res = await callRoute(getNewsItem, '/api/v1/id/news/uzb?id=999999&lang=uzb', { params: { lang: 'uzb' } });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      status: 'error',
      error: { name: 'Topilmadi', message: 'Soʻralgan resurs topilmadi.', code: 'not_found' },
    });
  });

  it('answers an unknown /api/v1 path with a 404 envelope for any method', async () => {
    for (const [handler, method] of [
      [unknownGet, 'GET'],
      [unknownPost, 'POST'],
    ] as const) {
      const res = await callRoute(handler, '/api/v1/no/such/call', { method });
      expect(res.status).toBe(404);
      expect(res.json.status).toBe('error');
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await callRoute(districtsOfRegion, '/api/v1/addresses/level/1', {
      method: 'POST',
      rawBody: '{"region_name": ',
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('malformed_json');
    expect(res.text).not.toMatch(/at \w+ \(|node_modules|SyntaxError/);
  });

  it('names the bad fields of invalid input, in the caller language', async () => {
    const res = await callRoute(districtsOfRegion, '/api/v1/addresses/level/1?lang=rus', {
      method: 'POST',
      body: { region_name: 5 },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('validation');
    expect(res.json.error.fields).toEqual({ region_name: 'Неверный тип значения.' });
  });

  it('rejects a bad language segment with a 400 envelope', async () => {
    const res = await callRoute(getNews, '/api/v1/news/eng', { params: { lang: 'eng' } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ lang: 'Допустимые языки: rus, uzb.' });
  });

  it('answers the unsigned health check when the database is up', async () => {
    const res = await callRoute(getHealth, '/api/v1/health', { signed: false });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', data: { database: 'up' } });
  });
});

describe('request signature on the server', () => {
  const { STATISTIC_KEY, MAP_KEY } = env();
  const params = { lang: 'rus' };

  it('accepts a correctly signed call', async () => {
    const time = String(Date.now());
    const headers = { 'Z-Time': time, 'Z-Statistic': signature(time, STATISTIC_KEY, MAP_KEY) };
    expect((await callRoute(getNews, '/api/v1/news/rus', { signed: false, headers, params })).status).toBe(200);
  });

  it('rejects a missing, wrong or stale signature with a 401 envelope', async () => {
    const now = Date.now();
    const stale = String(now - MAX_SKEW_MS - 1000);
    const cases: Record<string, string>[] = [
      {},
      { 'Z-Time': String(now) },
      { 'Z-Time': String(now), 'Z-Statistic': signature(String(now), STATISTIC_KEY, 'wrong-key') },
      { 'Z-Time': stale, 'Z-Statistic': signature(stale, STATISTIC_KEY, MAP_KEY) },
      { 'Z-Time': 'abc', 'Z-Statistic': signature('abc', STATISTIC_KEY, MAP_KEY) },
    ];
    for (const headers of cases) {
      const res = await callRoute(getNews, '/api/v1/news/rus', { signed: false, headers, params });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.json.error.code).toBe('signature');
    }
  });
});
