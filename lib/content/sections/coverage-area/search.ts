/**
 * Free-text search of the coverage area ("Катартал 24", "Qatortol ko'chasi, 24"): the last word holding
 * a digit is the house, which the street must have; every other word must begin a word of the street
 * or of its district, in either language. Pure, so the status page and its tests agree.
 */
import type { Localized } from '@/lib/platform/db/schema/localized';
import { houseKey } from '@/lib/visitors/interest/normalise';
import { normalizeForSearch } from '../faq/filter';

/** A street of one district as the search needs it: names in both languages and its buildings' numbers. */
export type SearchableStreet = { districtId: number; street: Localized; district: Localized; buildings: string[] };

/** A typed address split into the words of the street and the house (null when none was typed). */
export type AddressQuery = { street: string[]; house: string | null };

// Punctuation between street and house; hyphens and slashes stay, as in "Карасу-3" or "2/1".
const SEPARATORS = /[,.;:!?«»"“”„()№#]+/g;
// Street types and "house" written one way or another say nothing about which street is meant.
const FILLER = new Set([
  'ул',
  'улица',
  'пр',
  'пр-т',
  'просп',
  'проспект',
  'пер',
  'переулок',
  'проезд',
  'бульвар',
  'б-р',
  'шоссе',
  'дом',
  'д',
  'kocha',
  'kochasi',
  'shoh',
  'uy',
]);

/** Lower-cased, apostrophes dropped (visitors write "yo'li" and "yoli"), punctuation turned into spaces. */
function plain(text: string): string {
  return normalizeForSearch(text).replace(/'/g, '').replace(SEPARATORS, ' ');
}

/** A house number as compared: as the interest list keys it, with no hyphen ('107-Б' is '107b'). */
export function normalizeHouse(house: string): string {
  return houseKey(house.replace(/-/g, ''));
}

/** Splits what a visitor typed into street words and house. */
export function parseAddressQuery(text: string): AddressQuery {
  const words = plain(text)
    .replace(/(\d)[\s-]+([a-zа-я])(?=\s|$)/g, '$1$2')
    .split(' ')
    .filter((w) => w !== '' && !FILLER.has(w));
  const last = words.at(-1);
  if (words.length > 1 && last && /\d/.test(last)) return { street: words.slice(0, -1), house: normalizeHouse(last) };
  return { street: words, house: null };
}

/** The words a street word of the query may begin: whole words and their parts between hyphens and slashes. */
function streetWords(s: SearchableStreet): string[] {
  const whole = plain(`${s.street.rus} ${s.street.uzb} ${s.district.rus} ${s.district.uzb}`).split(' ');
  return [...new Set(whole.flatMap((w) => (/[-/]/.test(w) ? [w, ...w.split(/[-/]/)] : [w])))].filter(Boolean);
}

/** The streets the typed address lies on (having its house, when one was typed); none without a street word. */
export function findStreets<T extends SearchableStreet>(list: readonly T[], text: string): T[] {
  const { street, house } = parseAddressQuery(text);
  if (street.length === 0) return [];
  return list.filter((s) => {
    if (house !== null && !s.buildings.some((b) => normalizeHouse(b) === house)) return false;
    const words = streetWords(s);
    return street.every((q) => words.some((w) => w.startsWith(q)));
  });
}
