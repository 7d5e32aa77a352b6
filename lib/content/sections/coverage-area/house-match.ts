/**
 * The coverage search's matching: the streets a typed street name can mean, and the houses of
 * those streets that begin with the typed number. Client-safe: the page's island and the check
 * sent without script both use it, on rows already in natural order.
 */

type Row = { street: string; building: string };

// Visitors write "ko'cha", "koʻcha" and "ko‘cha" alike, "е" for "ё", any case, any spacing.
const APOSTROPHES = /['ʻʼ‘’`´]/g;

/** A street name or house number as compared. */
export function comparable(text: string): string {
  return text.replace(APOSTROPHES, '').toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** The distinct streets of a district's rows, in the rows' order. */
export function streetsOf(rows: readonly Row[]): string[] {
  return [...new Set(rows.map((row) => row.street))];
}

/** The streets a typed name means: the one named exactly, else every street containing what was typed. */
export function matchStreets(streets: readonly string[], typed: string): string[] {
  const wanted = comparable(typed);
  if (wanted === '') return [];
  const exact = streets.filter((street) => comparable(street) === wanted);
  return exact.length ? exact : streets.filter((street) => comparable(street).includes(wanted));
}

/** The houses on the meant streets whose number begins with the typed one (all of them for no number). */
export function matchHouses<T extends Row>(rows: readonly T[], street: string, house: string): T[] {
  const streets = new Set(matchStreets(streetsOf(rows), street));
  const number = comparable(house);
  return rows.filter((row) => streets.has(row.street) && comparable(row.building).startsWith(number));
}
