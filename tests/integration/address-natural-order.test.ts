import { describe, expect, it } from 'vitest';
import { GET as districtAddresses } from '@/app/api/v1/addresses/level/2/route';
import { GET as allAddresses } from '@/app/api/v1/addresses/all/route';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

setupTestDatabase();

type Row = { district: string; street: string; building: string };

const housesOf = (rows: Row[], street: string) => rows.filter((r) => r.street === street).map((r) => r.building);
const streetsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.street))];

describe('address calls answer in natural order', () => {
  for (const [lang, district, nine, nineteen, avenue] of [
    ['rus', 'Чиланзарский район', 'Чиланзар, 9-квартал', 'Чиланзар, 19-квартал', 'пр. Бунёдкор'],
    ['uzb', 'Chilonzor tumani', 'Chilonzor, 9-mavze', 'Chilonzor, 19-mavze', 'Bunyodkor shoh koʻchasi'],
  ] as const) {
    it(`${lang}: a district's streets and houses count as people count them (9 before 19, 2 before 10)`, async () => {
      const res = await callRoute(
        districtAddresses,
        `/api/v1/addresses/level/2?lang=${lang}&district=${encodeURIComponent(district)}`,
      );
      expect(res.status).toBe(200);
      const rows: Row[] = res.json.data;
      const streets = streetsOf(rows);
      expect(streets.indexOf(nine)).toBeGreaterThanOrEqual(0);
      expect(streets.indexOf(nine)).toBeLessThan(streets.indexOf(nineteen));
      expect(housesOf(rows, nineteen)).toEqual(['2', '4', '6', '8', '10', '12A', '14']);
      expect(housesOf(rows, nine)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
      expect(housesOf(rows, avenue)).toEqual(['1', '3', '5', '7', '9', '11', '15']);
    });
  }

  it('every building, district by district, each district in natural order', async () => {
    const res = await callRoute(allAddresses, '/api/v1/addresses/all?lang=rus');
    const rows: Row[] = res.json.data;
    // each district's rows stand together
    const districts = rows.map((r) => r.district).filter((d, i, all) => i === 0 || all[i - 1] !== d);
    expect(new Set(districts).size).toBe(districts.length);
    expect(housesOf(rows, 'Чиланзар, 19-квартал')).toEqual(['2', '4', '6', '8', '10', '12A', '14']);
    expect(housesOf(rows, 'пр. Амира Темура')).toEqual(['101', '103', '107', '107B', '109']);
  });
});
