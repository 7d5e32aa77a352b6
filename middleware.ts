/**
 * First filter only: language redirects (SPEC §2), the `?q=` searches and the vacancies' apply links rewritten to their cacheable
 * pages (lib/content/search/search-rewrite.ts), forms sent without script rewritten to their per-request
 * pages (lib/content/search/form-page-rewrite.ts), sending
 * cookie-less visitors of admin paths to the admin login (SPEC §4), and the nonce policy of admin
 * pages. Every admin page and handler checks the session and the right on the server itself; this
 * file never decides access.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/staff/auth/cookie';
import { isAdminLoginPath, isAdminPath, isAdminSectionPath, languageRedirect } from '@/lib/platform/i18n/redirect-path';
import { formPageRewrite } from '@/lib/content/search/form-page-rewrite';
import { searchRewrite } from '@/lib/content/search/search-rewrite';
import { vacancyApplyRewrite } from '@/lib/content/search/vacancy-apply-rewrite';
import { adminPageHeaders, publicPageHeaders } from '@/lib/platform/security/page-headers';

function isHttps(req: NextRequest): boolean {
  return req.nextUrl.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const https = isHttps(req);
  const target = languageRedirect(pathname);
  if (target)
    return withHeaders(NextResponse.redirect(new URL(`${target}${search}`, req.url), 308), publicPageHeaders(https));

  const searchPage = searchRewrite(pathname, req.nextUrl.searchParams.get('q'));
  if (searchPage) return NextResponse.rewrite(new URL(searchPage, req.url));
  const applyPage = vacancyApplyRewrite(pathname, req.nextUrl.searchParams.get('vacancy'));
  if (applyPage) return NextResponse.rewrite(new URL(applyPage, req.url));
  const formPage = formPageRewrite(pathname, req.nextUrl.searchParams);
  if (formPage) return NextResponse.rewrite(new URL(formPage, req.url));

  const admin = isAdminPath(pathname) || isAdminLoginPath(pathname);
  if (!admin) return NextResponse.next(); // public pages get their headers from next.config.ts

  if (!isAdminLoginPath(pathname) && !req.cookies.has(SESSION_COOKIE) && !req.cookies.has(SECURE_SESSION_COOKIE)) {
    return withHeaders(
      NextResponse.redirect(new URL(`${pathname.slice(0, 4)}/site/adm/login`, req.url), 307),
      publicPageHeaders(https),
    );
  }
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const nonce = btoa(crypto.randomUUID());
  const headers = adminPageHeaders(https, nonce);
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!);
  requestHeaders.set('x-nonce', nonce);
  // '/rus/admin' is in the admin area (SPEC §2) but no admin page: staff get the admin's own 404.
  if (!isAdminLoginPath(pathname) && !isAdminSectionPath(pathname)) {
    return withHeaders(
      NextResponse.rewrite(new URL(`${pathname.slice(0, 4)}/adm/not-found`, req.url), {
        request: { headers: requestHeaders },
      }),
      headers,
    );
  }
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), headers);
}

export const config = {
  // Middleware costs every request it sees, so it runs only where it must: paths without a
  // language (to redirect them), admin paths (guard + nonce; every path whose part after the
  // language starts with /adm, SPEC §2), the two list pages when they carry a search and the two
  // form pages when a form was sent. Assets,
  // the API, Next's files, metadata files and other public pages never reach it.
  matcher: [
    '/((?!rus(?:/|$)|uzb(?:/|$)|api/|_next/|images/|uploads/|fonts/|favicon\\.ico|icon\\.|apple-icon|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|.*\\.[a-zA-Z0-9]{2,5}$).*)',
    '/(rus|uzb)/adm(.*)',
    '/(rus|uzb)/site/adm/:path*',
    { source: '/(rus|uzb)/(faq|vacancies)', has: [{ type: 'query', key: 'q' }] },
    // a vacancy's apply link (lib/content/search/vacancy-apply-rewrite.ts)
    { source: '/(rus|uzb)/vacancies', has: [{ type: 'query', key: 'vacancy' }] },
    // forms sent without script (lib/content/search/form-page-rewrite.ts); a select always sends its value
    { source: '/(rus|uzb)/payment', has: [{ type: 'query', key: 'prefix' }] },
    { source: '/(rus|uzb)/coverage_area', has: [{ type: 'query', key: 'district' }] },
  ],
};
