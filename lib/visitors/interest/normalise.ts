/**
 * The comparable form of an address a visitor typed or an import names: case, ё, apostrophes, punctuation,
 * spacing and the words 'district', 'street', 'house' (either language) do not tell two buildings apart.
 */

const NOISE = new Set([
  'район',
  'р-н',
  'р',
  'tumani',
  'tuman',
  'улица',
  'ул',
  "ko'chasi",
  "ko'cha",
  'кучаси',
  'дом',
  'д',
  'uy',
]);

// A house letter is written in either alphabet ('12а' and '12a' are one house).
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'j',
  з: 'z',
  и: 'i',
  к: 'k',
};

function words(value: string): string[] {
  return value
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[ʻʼ’‘`´]/g, "'")
    .replace(/[.,;:"«»()№#/\\]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !NOISE.has(w));
}

/** The comparable form of one part of an address. */
export function normalisePart(value: string): string {
  return words(value).join(' ');
}

/** The key of a district. */
export function districtKey(district: string): string {
  return normalisePart(district);
}

/** The comparable form of a house number: without inner spaces, its letter in Latin ('12 а' is '12a'). */
export function houseKey(house: string): string {
  return words(house)
    .join('')
    .replace(/[а-я]/g, (c) => LATIN[c] ?? c);
}

/** The key of a building: district, street and house, the house as `houseKey` has it. */
export function buildingKey(district: string, street: string, house: string): string {
  return [districtKey(district), normalisePart(street), houseKey(house)].join('|');
}
