/**
 * First filter only: language redirects (SPEC §2), the no-JavaScript FAQ search rewrite, and sending cookie-less visitors of admin
 * paths to the admin login (SPEC §4). Every admin page and handler checks the session and the
 * right on the server itself; this file never decides access.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookie';
import { faqSearchRewrite } from '@/lib/faq/search-path';
import { isAdminLoginPath, isAdminPath, languageRedirect } from '@/lib/i18n/redirect-path';

export function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const target = languageRedirect(pathname);
  if (target) return NextResponse.redirect(new URL(`${target}${search}`, req.url), 308);

  // FAQ search without JavaScript: a rewrite (not a redirect) to a cacheable page per query.
  const faqSearch = faqSearchRewrite(pathname, req.nextUrl.searchParams);
  if (faqSearch) return NextResponse.rewrite(new URL(faqSearch, req.url));

  if (isAdminPath(pathname) && !isAdminLoginPath(pathname)) {
    const hasCookie = req.cookies.has(SESSION_COOKIE) || req.cookies.has(SECURE_SESSION_COOKIE);
    if (!hasCookie) return NextResponse.redirect(new URL(`${pathname.slice(0, 4)}/site/adm/login`, req.url), 307);
  }
  return NextResponse.next();
}

export const config = {
  // Skip assets, the API, Next internals and metadata files: they need neither redirect nor guard.
  matcher: ['/((?!api/|_next/|images/|uploads/|fonts/|favicon\\.ico|icon\\.|apple-icon|sitemap\\.xml|robots\\.txt|manifest\\.webmanifest|.*\\.[a-zA-Z0-9]{2,5}$).*)'],
};
