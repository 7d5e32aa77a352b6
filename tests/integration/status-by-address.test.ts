import { describe, expect, it } from 'vitest';
import { districtsForAddress, lookUpAddress } from '@/lib/content/sections/outages/by-address';
import { readStatus } from '@/lib/content/sections/outages/read';
import { outages } from '@/lib/content/sections/outages/table';
import { listDistrictIds } from '@/lib/content/sections/coverage-area/write';
import { setupTestDatabase } from './helpers/database';

const db = setupTestDatabase();
const names = async (lang: 'rus' | 'uzb', address: string) =>
  (await districtsForAddress(lang, address)).map((d) => d.name);

describe('the status page’s address lookup over the seeded coverage area', () => {
  it('resolves a street and house to its one district, in either language', async () => {
    expect(await names('rus', 'Катартал 24')).toEqual(['Чиланзарский район']);
    expect(await names('rus', 'пр. Амира Темура, д. 107б')).toEqual(['Юнусабадский район']);
    expect(await names('uzb', "Qatortol ko'chasi, 24")).toEqual(['Chilonzor tumani']);
    // a street typed in the other language still finds the building
    expect(await names('uzb', 'Катартал 24')).toEqual(['Chilonzor tumani']);
  });

  it('offers every district a street and house lie in, in the coverage area’s order', async () => {
    expect(await names('rus', 'Чиланзар 5')).toEqual(['Чиланзарский район', 'Учтепинский район']);
  });

  it('finds no district for an address not in the coverage area', async () => {
    expect(await names('rus', 'Несуществующая улица 1')).toEqual([]);
    expect(await names('rus', 'Катартал 23')).toEqual([]);
  });

  it('checks ?address=: none is no filter, a blank one is required, a short, long or repeated one is refused with its reason', async () => {
    expect(await lookUpAddress('rus', undefined)).toBeUndefined();
    expect(await lookUpAddress('rus', '   ')).toEqual({ address: '', error: { key: 'required' } });
    expect(await lookUpAddress('rus', '  ab ')).toEqual({
      address: 'ab',
      error: { key: 'tooShort', values: { min: 3 } },
    });
    expect(await lookUpAddress('rus', 'Катартал '.repeat(12))).toMatchObject({ error: { key: 'tooLong' } });
    expect(await lookUpAddress('rus', ['Катартал 24', 'Навои 30'])).toMatchObject({ error: { key: 'invalidType' } });
    const found = await lookUpAddress('uzb', '  Qatortol 24  ');
    expect(found).toEqual({
      address: 'Qatortol 24',
      districts: [expect.objectContaining({ name: 'Chilonzor tumani' })],
    });
  });

  it('narrows the status to what affects the address’s district, outages for every district included', async () => {
    const all = await listDistrictIds(db());
    const id = (rus: string) => all.find((d) => d.name.rus === rus)!.id;
    const entry = (rus: string, districtIds: number[]) => ({
      kind: 'outage' as const,
      districtIds,
      title: { rus, uzb: rus },
      details: { rus: '—', uzb: '—' },
      startedAt: new Date(Date.now() - 3_600_000),
    });
    await db()
      .insert(outages)
      .values([
        entry('Обрыв в Чиланзаре', [id('Чиланзарский район')]),
        entry('Обрыв в Юнусабаде', [id('Юнусабадский район')]),
        entry('Сбой везде', []),
      ]);
    const [district] = await districtsForAddress('rus', 'ул. Катартал, 24');
    const titles = (await readStatus('rus', district!.id)).current.map((o) => o.title).sort();
    expect(titles).toEqual(['Обрыв в Чиланзаре', 'Сбой везде']);
  });
});
