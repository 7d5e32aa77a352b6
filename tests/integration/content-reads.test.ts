import { describe, expect, it } from 'vitest';
import { GET as getNews } from '@/app/api/v1/news/[lang]/route';
import { GET as getNewsItem } from '@/app/api/v1/id/news/[lang]/route';
import { GET as getSliders } from '@/app/api/v1/sliders/[lang]/route';
import { GET as getTenders } from '@/app/api/v1/tenders/[lang]/route';
import { GET as getStat } from '@/app/api/v1/stat/[lang]/route';
import { GET as getFaq } from '@/app/api/v1/faq/[lang]/route';
import { GET as regions } from '@/app/api/v1/addresses/level/0/route';
import { GET as allDistricts, POST as districtsOfRegion } from '@/app/api/v1/addresses/level/1/route';
import { GET as districtAddresses } from '@/app/api/v1/addresses/level/2/route';
import { GET as allAddresses } from '@/app/api/v1/addresses/all/route';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

setupTestDatabase();

describe('content reads', () => {
  it('pages the news: pages do not overlap and together hold every item', async () => {
    const first = await callRoute(getNews, '/api/v1/news/rus?page=1&per_page=4', { params: { lang: 'rus' } });
    const second = await callRoute(getNews, '/api/v1/news/rus?page=2&per_page=4', { params: { lang: 'rus' } });
    expect(first.json.data.items).toHaveLength(4);
    const ids = [...first.json.data.items, ...second.json.data.items].map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.json.data.total).toBeGreaterThanOrEqual(6);
  });

  it('serves one news item in each language', async () => {
    const list = await callRoute(getNews, '/api/v1/news/rus', { params: { lang: 'rus' } });
    const id = list.json.data.items[0].id;
    const rus = await callRoute(getNewsItem, `/api/v1/id/news/rus?id=${id}`, { params: { lang: 'rus' } });
    const uzb = await callRoute(getNewsItem, `/api/v1/id/news/uzb?id=${id}`, { params: { lang: 'uzb' } });
    expect(rus.json.data.title).toMatch(/[а-яё]/i);
    expect(uzb.json.data.title).not.toMatch(/[а-яё]/i);
  });

  it('filters slides by type', async () => {
    for (const type of ['main', 'footer', 'corp']) {
      const res = await callRoute(getSliders, `/api/v1/sliders/rus?slider_type=${type}`, { params: { lang: 'rus' } });
      expect(res.json.data.length).toBeGreaterThan(0);
      expect(res.json.data.every((s: { type: string }) => s.type === type)).toBe(true);
    }
  });

  it('has no active tenders in the demo content', async () => {
    const res = await callRoute(getTenders, '/api/v1/tenders/rus', { params: { lang: 'rus' } });
    expect(res.json).toEqual({ status: 'ok', data: [] });
  });

  it('serves static components as map and list, with the business constants', async () => {
    const res = await callRoute(getStat, '/api/v1/stat/rus', { params: { lang: 'rus' } });
    const { map, list } = res.json.data;
    expect(map.founded_year).toBe('1996');
    expect(list.wifi_routers.map((r: { prices: { buy: number } }) => r.prices.buy)).toEqual([
      349000, 399000, 399000, 399000, 299000, 299000,
    ]);
    expect(list.smart_speakers.map((s: { prices: { buy: number } }) => s.prices.buy)).toEqual([
      795000, 1280000, 4970000,
    ]);
    expect(list.licences).toHaveLength(3);
  });

  it('has at least 12 questions in each language', async () => {
    for (const lang of ['rus', 'uzb']) {
      const res = await callRoute(getFaq, `/api/v1/faq/${lang}`, { params: { lang } });
      expect(res.json.data.length).toBeGreaterThanOrEqual(12);
    }
  });
});

describe('address calls', () => {
  it('walks regions → districts → buildings', async () => {
    const level0 = await callRoute(regions, '/api/v1/addresses/level/0?lang=rus');
    expect(level0.json.data.every((r: unknown) => typeof r === 'string')).toBe(true);
    const region = level0.json.data[0];
    const level1 = await callRoute(districtsOfRegion, '/api/v1/addresses/level/1?lang=rus', {
      method: 'POST',
      body: { region_name: region },
    });
    expect(level1.json.data.length).toBeGreaterThanOrEqual(8);
    const district = level1.json.data[0];
    const level2 = await callRoute(
      districtAddresses,
      `/api/v1/addresses/level/2?lang=rus&district=${encodeURIComponent(district)}`,
    );
    expect(level2.json.data.length).toBeGreaterThan(0);
    expect(level2.json.data.every((a: { district: string }) => a.district === district)).toBe(true);
    expect(level2.json.data[0]).toEqual(
      expect.objectContaining({
        street: expect.any(String),
        building: expect.any(String),
        in_coverage: expect.any(Boolean),
      }),
    );
  });

  it('lists every district and at least 100 buildings', async () => {
    const districts = await callRoute(allDistricts, '/api/v1/addresses/level/1?lang=uzb');
    expect(districts.json.data.length).toBeGreaterThanOrEqual(8);
    const all = await callRoute(allAddresses, '/api/v1/addresses/all');
    expect(all.json.data.length).toBeGreaterThanOrEqual(100);
  });

  it('requires the district of level 2', async () => {
    const res = await callRoute(districtAddresses, '/api/v1/addresses/level/2');
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty('district');
  });
});
