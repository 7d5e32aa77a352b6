/**
 * Where each static component shows on the site, so the admin lists them by page under human names
 * (AdminNames.staticPages and AdminNames.staticKeys) rather than by the keys the pages ask for.
 */

/** The pages (or parts of every page) static components appear on, in the order the admin lists them. */
export const STATIC_PAGES = [
  'everywhere',
  'about',
  'contacts',
  'tariffs',
  'services',
  'corporate',
  'documents',
  'internal',
  'blocked',
  'legal',
  'other',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

const PAGE_OF: Record<string, StaticPage> = {
  company_name: 'everywhere',
  call_center_phone: 'everywhere',
  sales_hours: 'everywhere',
  founded_year: 'everywhere',
  support_email: 'everywhere',
  mission: 'about',
  about_intro: 'about',
  legal_address: 'about',
  licences: 'about',
  directors: 'about',
  values: 'about',
  offices: 'contacts',
  popular_tariffs: 'tariffs',
  channel_packages: 'services',
  additional_services: 'services',
  wifi_routers: 'services',
  smart_speakers: 'services',
  corporate_services: 'corporate',
  corporate_reasons: 'corporate',
  adsl_settings: 'documents',
  documents: 'documents',
  tasix_note: 'internal',
  internal_resources: 'internal',
  blocked_text: 'blocked',
  payment_alternatives: 'blocked',
  offer_text: 'legal',
  policy_text: 'legal',
  app_policy_text: 'legal',
};

/** The keys with a human name in the messages (AdminNames.staticKeys). */
export const NAMED_STATIC_KEYS = Object.keys(PAGE_OF);

/** The page a static component appears on; a key added later without a place here is listed under 'other'. */
export function staticPageOf(key: string): StaticPage {
  return PAGE_OF[key] ?? 'other';
}

/** Whether a key has a human name in the messages. */
export function isNamedStaticKey(key: string): boolean {
  return key in PAGE_OF;
}

/** The keys grouped by page, pages in STATIC_PAGES order (empty pages left out), keys in the order given. */
export function groupByPage(keys: string[]): { page: StaticPage; keys: string[] }[] {
  return STATIC_PAGES.map((page) => ({ page, keys: keys.filter((k) => staticPageOf(k) === page) })).filter(
    (g) => g.keys.length > 0,
  );
}
