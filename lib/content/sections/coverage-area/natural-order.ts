/**
 * Streets and houses in the order people count them: "9-квартал" before "19-квартал", house 2
 * before 10, "12" before "12/1", "12А" and "12Б". Client-safe, so the API answer, the page sent
 * without script and the tests agree.
 */
import { htmlLang, type Lang } from '@/lib/platform/i18n/locales';

type Located = { street: string; building: string; id: number };

const collators = new Map<Lang, Intl.Collator>();

/** The language's collator that compares runs of digits as numbers. */
export function naturalCollator(lang: Lang): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(htmlLang(lang), { numeric: true, sensitivity: 'base' });
    collators.set(lang, collator);
  }
  return collator;
}

/** Compares two house numbers: by their leading number, then a bare number first, then the rest ("/1", "А", "Б"). */
export function compareHouses(a: string, b: string, lang: Lang): number {
  const [, numberA = '', restA = a] = /^(\d*)(.*)$/s.exec(a.trim()) ?? [];
  const [, numberB = '', restB = b] = /^(\d*)(.*)$/s.exec(b.trim()) ?? [];
  if (numberA !== '' && numberB !== '' && Number(numberA) !== Number(numberB)) return Number(numberA) - Number(numberB);
  if ((numberA === '') !== (numberB === '')) return numberA === '' ? 1 : -1;
  return naturalCollator(lang).compare(restA, restB);
}

/** Addresses by street, then house, both in natural order (ties by id, so the order is stable). */
export function sortAddresses<T extends Located>(rows: readonly T[], lang: Lang): T[] {
  const collator = naturalCollator(lang);
  return [...rows].sort(
    (a, b) => collator.compare(a.street, b.street) || compareHouses(a.building, b.building, lang) || a.id - b.id,
  );
}
