import { describe, expect, it } from 'vitest';
import { compareHouses, sortAddresses } from '@/lib/content/sections/coverage-area/natural-order';
import { matchHouses, matchStreets } from '@/lib/content/sections/coverage-area/house-match';

const row = (id: number, street: string, building: string) => ({ id, street, building });

describe('natural order of houses and streets', () => {
  it('puts 2 before 10, a bare number before its letters and fractions, and letters in alphabet order', () => {
    const houses = ['12Б', '10', '12/1', '2', '12А', '12', '14', '1а'];
    expect([...houses].sort((a, b) => compareHouses(a, b, 'rus'))).toEqual([
      '1а',
      '2',
      '10',
      '12',
      '12/1',
      '12А',
      '12Б',
      '14',
    ]);
  });

  it('sorts streets with numbers in them by the number (9-квартал before 19-квартал), then houses', () => {
    const rows = [
      row(1, 'Чиланзар, 19-квартал', '10'),
      row(2, 'Чиланзар, 19-квартал', '2'),
      row(3, 'Чиланзар, 9-квартал', '12'),
      row(4, 'Чиланзар, 9-квартал', '3'),
    ];
    expect(sortAddresses(rows, 'rus').map((r) => `${r.street}, ${r.building}`)).toEqual([
      'Чиланзар, 9-квартал, 3',
      'Чиланзар, 9-квартал, 12',
      'Чиланзар, 19-квартал, 2',
      'Чиланзар, 19-квартал, 10',
    ]);
  });
});

describe('the coverage search', () => {
  const rows = [
    row(1, 'пр. Бунёдкор', '1'),
    row(2, 'пр. Бунёдкор', '11'),
    row(3, 'пр. Бунёдкор', '3'),
    row(4, "Qatortol ko'chasi", '20'),
    row(5, 'ул. Катартал', '20'),
  ];

  it('finds a street by a part of its name, any case, "е" for "ё", any apostrophe', () => {
    const streets = rows.map((r) => r.street).filter((s, i, all) => all.indexOf(s) === i);
    expect(matchStreets(streets, 'бунедкор')).toEqual(['пр. Бунёдкор']);
    expect(matchStreets(streets, 'qatortol koʻchasi')).toEqual(["Qatortol ko'chasi"]);
    expect(matchStreets(streets, '')).toEqual([]);
    expect(matchStreets(streets, 'Ленина')).toEqual([]);
  });

  it('lists only the houses of the street that begin with the typed number', () => {
    expect(matchHouses(rows, 'Бунёдкор', '1').map((r) => r.building)).toEqual(['1', '11']);
    expect(matchHouses(rows, 'Бунёдкор', '11').map((r) => r.building)).toEqual(['11']);
    expect(matchHouses(rows, 'Бунёдкор', '').map((r) => r.building)).toEqual(['1', '11', '3']);
    expect(matchHouses(rows, 'Бунёдкор', '7')).toEqual([]);
  });
});
