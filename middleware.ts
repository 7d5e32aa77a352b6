/**
 * First filter only: language redirects (SPEC §2), sending
 * cookie-less visitors of admin paths to the admin login (SPEC §4), and the nonce policy of admin
 * pages. Every admin page and handler checks the session and the right on the server itself; this
 * file never decides access.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookie';
import { isAdminLoginPath, isAdminPath, languageRedirect } from '@/lib/i18n/redirect-path';
import { adminPageHeaders, publicPageHeaders } from '@/lib/security/page-headers';

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
  if (target) return withHeaders(NextResponse.redirect(new URL(`${target}${search}`, req.url), 308), publicPageHeaders(https));

  const admin = isAdminPath(pathname) || isAdminLoginPath(pathname);
  if (!admin) return NextResponse.next(); // public pages get their headers from next.config.ts

  if (!isAdminLoginPath(pathname) && !req.cookies.has(SESSION_COOKIE) && !req.cookies.has(SECURE_SESSION_COOKIE)) {
    return withHeaders(NextResponse.redirect(new URL(`${pathname.slice(0, 4)}/site/adm/login`, req.url), 307), publicPageHeaders(https));
  }
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const nonce = btoa(crypto.randomUUID());
  const headers = adminPageHeaders(https, nonce);
  const requestHeaders = new Headers(req.headers);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!);
  requestHeaders.set('x-nonce', nonce);
  return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), headers);
}

export const config = {
  // Middleware costs every request it sees, so it runs only where it must: paths without a
  // language (to redirect them) and admin paths (guard + nonce). Assets, the API, Next's files,
  // metadata files and public pages never reach it.
  matcher: [
    '/((?!rus(?:/|$)|uzb(?:/|$)|api/|_next/|images/|uploads/|fonts/|favicon\\.ico|icon\\.|apple-icon|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|.*\\.[a-zA-Z0-9]{2,5}$).*)',
    '/(rus|uzb)/adm/:path*',
    '/(rus|uzb)/site/adm/:path*',
  ],
};
