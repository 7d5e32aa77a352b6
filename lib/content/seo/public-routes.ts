/**
 * The public screens of SPEC §2, without the language prefix: the one list the sitemap and the
 * e2e specs share. Pages with an id are expanded from data by the sitemap (series, tariff facts,
 * news, additional and corporate services). Left out on purpose: /404 and /500 (error pages),
 * /blocked (a notice for lapsed subscribers) and /feedback (a rating form reached from a
 * message) — neither is something a search result should lead to.
 */

/** A fixed public route, e.g. '/tariff'; '' is the home page. */
export const PUBLIC_ROUTES = [
  '',
  '/tariff',
  '/tariff/series',
  '/tariff/channels',
  '/coverage_area',
  '/payment',
  '/contacts',
  '/documents',
  '/faq',
  '/vacancies',
  '/tenders',
  '/about',
  '/additional_services',
  '/corporate',
  '/sip',
  '/skix',
  '/internal_resources',
  '/partners',
  '/news',
  '/offer',
  '/policies',
  '/app/privacy_policy',
  '/speedtest',
  '/status',
] as const;

/** The public routes with an id, and where the sitemap finds their ids. */
export const PUBLIC_ROUTE_PATTERNS = {
  series: '/tariff/series/',
  tariffFacts: '/tariff/',
  news: '/news/',
  additionalService: '/additional_services/',
  corporateService: '/corporate/',
} as const;

/** Whether tariff `code` can have its facts page at /tariff/{code}: Next serves our static pages there before `[code]`. */
export function hasFactsPage(code: string): boolean {
  return code !== 'series' && code !== 'channels';
}
