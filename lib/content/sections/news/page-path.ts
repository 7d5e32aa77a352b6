/**
 * Pages of the news list without JavaScript: `/{lang}/news?page=N` is rewritten in next.config.ts
 * to the cacheable page `/{lang}/news/page/{N}`, so the news page itself never reads searchParams.
 */

// The content API serves no page past this one either.
const LAST_PAGE = 10_000;

/** The page number a `/news/page/{segment}` names, or null when it names none (0, -1, abc, 1.5). */
export function newsPageFromSegment(segment: string): number | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const page = Number(segment);
  return page <= LAST_PAGE ? page : null;
}

/** The address of page `page` of the news list: the list itself for the first page. */
export function newsPageHref(lang: string, page: number): string {
  return page <= 1 ? `/${lang}/news` : `/${lang}/news?page=${page}`;
}
