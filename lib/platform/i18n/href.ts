/** Links stored in the admin are either site paths without a language ('/tariff') or full URLs. */
import type { Lang } from './locales';

/** Whether a stored link leaves the site. */
export function isExternal(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:') || href.startsWith('tel:');
}

/** The URL of a stored link in a language: site paths get the /rus or /uzb prefix. */
export function localHref(lang: Lang, href: string): string {
  if (isExternal(href)) return href;
  const path = href.startsWith('/') ? href : `/${href}`;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The same page in another language: swaps the first path segment. */
export function switchLanguagePath(pathname: string, target: Lang): string {
  const rest = pathname.replace(/^\/(rus|uzb)(?=\/|$)/, '');
  return `/${target}${rest}`;
}
