/**
 * FAQ search, shared by the live search box and the server-rendered `?q=` results so both
 * agree: case-insensitive, over question and answer, every word of the query must occur.
 */

/** A question and its answer as plain text (the answer without markup). */
export type FaqSearchable = { question: string; answerText: string };

// Uzbek Latin writes o' and g' with many look-alike apostrophes; treat them all as one.
const APOSTROPHES = /[\u2018\u2019\u02BB\u02BC\u0060\u00B4]/g;

/** Lower-cases, unifies apostrophes and ё/е, and collapses whitespace. */
export function normalizeForSearch(text: string): string {
  return text.replace(APOSTROPHES, "'").toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** The words of a query, normalised; empty for a blank query. */
export function queryWords(query: string): string[] {
  // A slash separates words as a space does ('TAS-IX/Wi-Fi', 'роутер/приставка').
  return normalizeForSearch(query)
    .split(/[\s/]+/)
    .filter((word) => word !== '');
}

/** The items whose question or answer contain every word of `query`; all items for a blank query. */
export function filterFaq<T extends FaqSearchable>(items: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = normalizeForSearch(`${item.question} ${item.answerText}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** The longest query we accept in a URL; longer ones are cut (they cannot match better). */
export const MAX_FAQ_QUERY = 100;
