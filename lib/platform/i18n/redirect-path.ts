/**
 * The language redirects of SPEC §2 as a pure function (used by middleware.ts and tests).
 * A first segment other than rus/uzb sends the visitor to the Russian version:
 * `/x` → `/rus/x`, `/a/b` → `/rus/a/b`, `/` → `/rus`; the query string is kept by the caller.
 */
import { isLang } from './locales';

/** The path to redirect to, or null when the path already starts with a language. */
export function languageRedirect(pathname: string): string | null {
  const first = pathname.split('/')[1];
  if (isLang(first)) return null;
  if (pathname === '/' || pathname === '') return '/rus';
  return `/rus${pathname}`;
}

/** Whether a path is in the admin area: the part after the 4-character language prefix starts with /adm. */
export function isAdminPath(pathname: string): boolean {
  return isLang(pathname.split('/')[1]) && pathname.slice(4).startsWith('/adm');
}

/** Whether an admin path is one the admin area's own routes serve: /{lang}/adm or below it. */
export function isAdminSectionPath(pathname: string): boolean {
  return /^\/(rus|uzb)\/adm(\/|$)/.test(pathname);
}

/** Whether a path is one of the admin login pages (the login, and the reset by e-mail), which must stay reachable without a session. */
export function isAdminLoginPath(pathname: string): boolean {
  return /^\/(rus|uzb)\/site\/adm\/(login|forgot|reset)\/?$/.test(pathname);
}
