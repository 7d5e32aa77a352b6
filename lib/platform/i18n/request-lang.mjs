// @ts-check
/**
 * The language of an API message, shared by lib/platform/i18n/locales.ts (route handlers) and the front
 * server (lib/platform/server/method-refusal.mjs), so that both answer a caller in the same language.
 * Plain JavaScript so that `npm start` needs no TypeScript tooling.
 */

/**
 * `query` when it names a site language, else the first ru…/uz… tag of `acceptLanguage`, else 'rus'.
 * @param {string | null | undefined} query
 * @param {string | null | undefined} acceptLanguage
 * @returns {'rus' | 'uzb'}
 */
export function requestLang(query, acceptLanguage) {
  if (query === 'rus' || query === 'uzb') return query;
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.toLowerCase() ?? '')
    .find((tag) => /^(ru|uz)\b/.test(tag) || tag === 'rus' || tag === 'uzb');
  return preferred?.startsWith('uz') ? 'uzb' : 'rus';
}
