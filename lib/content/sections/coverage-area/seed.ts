/**
 * The demo coverage area: regions, districts and buildings, generated from compact
 * street × building-number tables so the unique (district, street, building) index holds.
 */
import type { Db } from '@/lib/platform/db/client';
import type { Localized } from '@/lib/platform/db/schema/localized';
import { addresses, districts, regions, type Technology } from './table';

/** A street (or microdistrict block) and its building numbers. */
type StreetSpec = { street: Localized; buildings: string[] };
/** A district, the fibre technology of its network and its streets. */
type DistrictSpec = { name: Localized; fibre: 'FTTx' | 'GPON'; streets: StreetSpec[] };
/** A region and its districts. */
export type RegionSpec = { name: Localized; districts: DistrictSpec[] };

/** Building numbers from `from` to `to` with the given step, as strings. */
const range = (from: number, to: number, step = 1): string[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => String(from + i * step));

const block = (n: number, rus: string, uzb: string, buildings: string[]): StreetSpec => ({
  street: { rus: `${rus}, ${n}-квартал`, uzb: `${uzb}, ${n}-mavze` },
  buildings,
});

/** Regions with their districts and streets, in display order. */
export const REGIONS: RegionSpec[] = [
  {
    name: { rus: 'г. Ташкент', uzb: 'Toshkent shahri' },
    districts: [
      {
        name: { rus: 'Чиланзарский район', uzb: 'Chilonzor tumani' },
        fibre: 'FTTx',
        streets: [
          block(9, 'Чиланзар', 'Chilonzor', range(1, 12)),
          block(19, 'Чиланзар', 'Chilonzor', ['2', '4', '6', '8', '10', '12A', '14']),
          { street: { rus: 'ул. Катартал', uzb: 'Qatortol koʻchasi' }, buildings: range(20, 34, 2) },
          {
            street: { rus: 'пр. Бунёдкор', uzb: 'Bunyodkor shoh koʻchasi' },
            buildings: ['1', '3', '5', '7', '9', '11', '15'],
          },
        ],
      },
      {
        name: { rus: 'Юнусабадский район', uzb: 'Yunusobod tumani' },
        fibre: 'FTTx',
        streets: [
          block(4, 'Юнусабад', 'Yunusobod', range(1, 10)),
          block(11, 'Юнусабад', 'Yunusobod', range(20, 28)),
          { street: { rus: 'ул. Ахмада Дониша', uzb: 'Ahmad Donish koʻchasi' }, buildings: range(3, 15, 2) },
          {
            street: { rus: 'пр. Амира Темура', uzb: 'Amir Temur shoh koʻchasi' },
            buildings: ['101', '103', '107', '107B', '109'],
          },
        ],
      },
      {
        name: { rus: 'Мирзо-Улугбекский район', uzb: 'Mirzo Ulugʻbek tumani' },
        fibre: 'FTTx',
        streets: [
          { street: { rus: 'ул. Буюк Ипак Йули', uzb: 'Buyuk Ipak yoʻli koʻchasi' }, buildings: range(60, 72, 2) },
          { street: { rus: 'массив Карасу-3', uzb: 'Qorasuv-3 mavzesi' }, buildings: range(1, 9) },
          {
            street: { rus: 'ул. Мирзо Улугбека', uzb: 'Mirzo Ulugʻbek koʻchasi' },
            buildings: ['18', '20', '22', '24', '26A'],
          },
        ],
      },
      {
        name: { rus: 'Яккасарайский район', uzb: 'Yakkasaroy tumani' },
        fibre: 'FTTx',
        streets: [
          { street: { rus: 'ул. Шота Руставели', uzb: 'Shota Rustaveli koʻchasi' }, buildings: range(10, 22, 2) },
          { street: { rus: 'ул. Бабура', uzb: 'Bobur koʻchasi' }, buildings: range(41, 49, 2) },
          {
            street: { rus: 'ул. Кичик Халка Йули', uzb: 'Kichik halqa yoʻli koʻchasi' },
            buildings: ['5', '7', '9', '11'],
          },
        ],
      },
      {
        name: { rus: 'Шайхантахурский район', uzb: 'Shayxontohur tumani' },
        fibre: 'FTTx',
        streets: [
          { street: { rus: 'ул. Навои', uzb: 'Navoiy koʻchasi' }, buildings: range(30, 40, 2) },
          { street: { rus: 'ул. Фуркат', uzb: 'Furqat koʻchasi' }, buildings: range(1, 8) },
          {
            street: { rus: 'ул. Самарканд Дарвоза', uzb: 'Samarqand Darvoza koʻchasi' },
            buildings: ['12', '14', '16', '18'],
          },
        ],
      },
      {
        name: { rus: 'Алмазарский район', uzb: 'Olmazor tumani' },
        fibre: 'FTTx',
        streets: [
          { street: { rus: 'Каракамыш-2/1', uzb: 'Qoraqamish 2/1-mavze' }, buildings: range(1, 10) },
          { street: { rus: 'ул. Фараби', uzb: 'Farobiy koʻchasi' }, buildings: range(35, 47, 2) },
          {
            street: { rus: 'ул. Талабалар шахарчаси', uzb: 'Talabalar shaharchasi koʻchasi' },
            buildings: ['2', '4', '6', '8'],
          },
        ],
      },
      {
        name: { rus: 'Сергелийский район', uzb: 'Sergeli tumani' },
        fibre: 'FTTx',
        streets: [
          block(7, 'Сергели', 'Sergeli', range(1, 10)),
          block(8, 'Сергели', 'Sergeli', range(1, 8)),
          { street: { rus: 'ул. Янги Сергели', uzb: 'Yangi Sergeli koʻchasi' }, buildings: ['1', '3', '5', '7', '9'] },
        ],
      },
      {
        name: { rus: 'Учтепинский район', uzb: 'Uchtepa tumani' },
        fibre: 'FTTx',
        streets: [
          block(22, 'Чиланзар', 'Chilonzor', range(1, 8)),
          { street: { rus: 'ул. Фозилтепа', uzb: 'Foziltepa koʻchasi' }, buildings: range(2, 12, 2) },
          { street: { rus: 'ул. Лутфий', uzb: 'Lutfiy koʻchasi' }, buildings: ['15', '17', '19', '21'] },
        ],
      },
      {
        name: { rus: 'Мирабадский район', uzb: 'Mirobod tumani' },
        fibre: 'FTTx',
        streets: [
          { street: { rus: 'ул. Ойбека', uzb: 'Oybek koʻchasi' }, buildings: range(20, 30, 2) },
          { street: { rus: 'ул. Тараса Шевченко', uzb: 'Taras Shevchenko koʻchasi' }, buildings: range(11, 19, 2) },
          { street: { rus: 'ул. Нукус', uzb: 'Nukus koʻchasi' }, buildings: ['70', '72', '74', '76', '78'] },
        ],
      },
      {
        name: { rus: 'Яшнабадский район', uzb: 'Yashnobod tumani' },
        fibre: 'FTTx',
        streets: [
          { street: { rus: 'ул. Паркентская', uzb: 'Parkent koʻchasi' }, buildings: range(150, 160, 2) },
          { street: { rus: 'массив Авиасозлар', uzb: 'Aviasozlar mavzesi' }, buildings: range(1, 8) },
          { street: { rus: 'ул. Тузель', uzb: 'Tuzel koʻchasi' }, buildings: ['3', '5', '7', '9'] },
        ],
      },
      {
        name: { rus: 'Бектемирский район', uzb: 'Bektemir tumani' },
        fibre: 'GPON',
        streets: [
          { street: { rus: 'ул. Хусейна Байкаро', uzb: 'Husayn Boyqaro koʻchasi' }, buildings: range(1, 11, 2) },
          { street: { rus: 'массив Бектемир', uzb: 'Bektemir mavzesi' }, buildings: range(1, 6) },
        ],
      },
      {
        name: { rus: 'Янгихаётский район', uzb: 'Yangihayot tumani' },
        fibre: 'GPON',
        streets: [
          {
            street: { rus: 'ЖК «Янгихаёт», ул. Спутник', uzb: '«Yangihayot» TJM, Sputnik koʻchasi' },
            buildings: range(1, 10),
          },
          { street: { rus: 'массив Кумарык', uzb: 'Qumariq mavzesi' }, buildings: range(2, 12, 2) },
        ],
      },
    ],
  },
  {
    name: { rus: 'Ташкентская область', uzb: 'Toshkent viloyati' },
    districts: [
      {
        name: { rus: 'Кибрайский район', uzb: 'Qibray tumani' },
        fibre: 'GPON',
        streets: [
          {
            street: { rus: 'пос. Салар, ул. Ибн Сино', uzb: 'Salar shaharchasi, Ibn Sino koʻchasi' },
            buildings: range(1, 8),
          },
          {
            street: { rus: 'пос. Кибрай, ул. Байтукур', uzb: 'Qibray shaharchasi, Boytuqur koʻchasi' },
            buildings: ['10', '12', '14', '16', '18'],
          },
        ],
      },
      {
        name: { rus: 'Зангиатинский район', uzb: 'Zangiota tumani' },
        fibre: 'FTTx',
        streets: [
          {
            street: { rus: 'пос. Эшонгузар, ул. Мустакиллик', uzb: 'Eshonguzar shaharchasi, Mustaqillik koʻchasi' },
            buildings: range(1, 7),
          },
          {
            street: { rus: 'пос. Назарбек, ул. Навруз', uzb: 'Nazarbek shaharchasi, Navroʻz koʻchasi' },
            buildings: ['2', '4', '6', '8'],
          },
        ],
      },
    ],
  },
];

/**
 * Coverage of the n-th building of the whole list: 15 of every 20 are in the fibre network,
 * 2 are reachable by ADSL only, 3 are outside the network.
 */
function coverageOf(n: number, fibre: Technology): { inCoverage: boolean; technology: Technology | null } {
  const slot = (n * 7) % 20;
  if (slot < 15) return { inCoverage: true, technology: fibre };
  if (slot < 17) return { inCoverage: false, technology: 'ADSL' };
  return { inCoverage: false, technology: null };
}

/** Address rows of one district, numbered from `offset` so the coverage mix spreads over the city. */
export function districtAddresses(
  district: DistrictSpec,
  districtId: number,
  offset: number,
): (typeof addresses.$inferInsert)[] {
  const seen = new Set<string>();
  const rows: (typeof addresses.$inferInsert)[] = [];
  for (const { street, buildings } of district.streets) {
    for (const building of buildings) {
      const key = `${street.rus}|${building}`;
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ districtId, street, building, ...coverageOf(offset + rows.length, district.fibre) });
    }
  }
  return rows;
}

/** Inserts the demo regions, their districts and the buildings of each district. */
export async function seedCoverageArea(tx: Db): Promise<void> {
  let offset = 0;
  for (const [regionPosition, region] of REGIONS.entries()) {
    const [regionRow] = await tx
      .insert(regions)
      .values({ name: region.name, position: regionPosition })
      .returning({ id: regions.id });
    if (!regionRow) throw new Error('seed: region insert returned no row');
    for (const [districtPosition, district] of region.districts.entries()) {
      const [districtRow] = await tx
        .insert(districts)
        .values({ regionId: regionRow.id, name: district.name, position: districtPosition })
        .returning({ id: districts.id });
      if (!districtRow) throw new Error('seed: district insert returned no row');
      const rows = districtAddresses(district, districtRow.id, offset);
      offset += rows.length;
      if (rows.length > 0) await tx.insert(addresses).values(rows);
    }
  }
}
