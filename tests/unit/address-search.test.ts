import { describe, expect, it } from 'vitest';
import { findStreets, parseAddressQuery } from '@/lib/content/sections/coverage-area/search';

const CHILONZOR = { rus: 'Чиланзарский район', uzb: 'Chilonzor tumani' };
const UCHTEPA = { rus: 'Учтепинский район', uzb: 'Uchtepa tumani' };
const YUNUSOBOD = { rus: 'Юнусабадский район', uzb: 'Yunusobod tumani' };
const MIRZO = { rus: 'Мирзо-Улугбекский район', uzb: "Mirzo Ulug'bek tumani" };

const street = (districtId: number, district: typeof CHILONZOR, rus: string, uzb: string, buildings: string[]) => ({
  districtId,
  district,
  street: { rus, uzb },
  buildings,
});

const LIST = [
  street(1, CHILONZOR, 'ул. Катартал', "Qatortol ko'chasi", ['22', '24']),
  street(1, CHILONZOR, 'Чиланзар, 9-квартал', 'Chilonzor, 9-mavze', ['4', '5']),
  street(1, CHILONZOR, 'Чиланзар, 19-квартал', 'Chilonzor, 19-mavze', ['10', '12A']),
  street(2, UCHTEPA, 'Чиланзар, 22-квартал', 'Chilonzor, 22-mavze', ['5', '6']),
  street(3, YUNUSOBOD, 'пр. Амира Темура', "Amir Temur shoh ko'chasi", ['101', '107B']),
  street(4, MIRZO, 'массив Карасу-3', 'Qorasuv-3 mavzesi', ['5']),
  street(4, MIRZO, 'ул. Буюк Ипак Йули', "Buyuk Ipak yo'li ko'chasi", ['60']),
];

/** The matches as "district/street", easy to read in a failure. */
const found = (text: string) => findStreets(LIST, text).map((s) => `${s.districtId}/${s.street.rus}`);

describe('address search of the coverage area', () => {
  it('finds a street and house as typed, with or without street type, punctuation and "дом"', () => {
    for (const text of ['Катартал 24', 'ул. Катартал, д. 24', '  улица  КАТАРТАЛ,24 ', 'Катартал дом 24']) {
      expect(found(text), text).toEqual(['1/ул. Катартал']);
    }
  });

  it('finds the Uzbek street name, whatever apostrophe the visitor typed or none', () => {
    for (const text of ["Qatortol ko'chasi 24", 'Qatortol ko‘chasi, 24', 'qatortol 24']) {
      expect(found(text), text).toEqual(['1/ул. Катартал']);
    }
    expect(found('Buyuk Ipak yoli 60')).toEqual(['4/ул. Буюк Ипак Йули']);
  });

  it('needs the street to have the house, a letter typed in Cyrillic or apart from the number included', () => {
    for (const text of ['Амира Темура 107б', 'Амира Темура 107 Б', 'Amir Temur 107-b', 'Amir Temur 107B']) {
      expect(found(text), text).toEqual(['3/пр. Амира Темура']);
    }
    expect(found('Амира Темура 107')).toEqual([]);
    expect(found('Амира Темура 10')).toEqual([]);
    expect(found('Чиланзар 19 квартал 12а')).toEqual(['1/Чиланзар, 19-квартал']);
    expect(found('Катартал 23')).toEqual([]);
  });

  it('finds a street named in two districts in both, and one when the block or district is typed', () => {
    expect(found('Чиланзар 5')).toEqual(['1/Чиланзар, 9-квартал', '2/Чиланзар, 22-квартал']);
    expect(found('Чиланзар 22-квартал 5')).toEqual(['2/Чиланзар, 22-квартал']);
    expect(found('Учтепинский Чиланзар 5')).toEqual(['2/Чиланзар, 22-квартал']);
    expect(found('Карасу 3, 5')).toEqual(['4/массив Карасу-3']);
  });

  it('takes a street typed without a house as the whole street', () => {
    expect(found('Катартал')).toEqual(['1/ул. Катартал']);
    expect(found('Чиланзар 22 квартал')).toEqual(['2/Чиланзар, 22-квартал']);
  });

  it('finds nothing for an unknown street or a house number alone', () => {
    expect(found('Несуществующая 24')).toEqual([]);
    expect(found('д. 24')).toEqual([]);
    expect(found('24')).toEqual([]);
    expect(parseAddressQuery('ул. Катартал, д. 24')).toEqual({ street: ['катартал'], house: '24' });
  });
});
