/** Rendered per request: an error page must never become a cached 200. */
export const dynamic = 'force-dynamic';

/** Thrown on purpose so /{lang}/500 shows the error page with HTTP 500 (SPEC §2). */
class RequestedErrorPage extends Error {
  override name = 'RequestedErrorPage';
}

/** /{lang}/500 (SPEC §2): renders the generic error page through the error boundary. */
export default function ErrorPage500(): never {
  throw new RequestedErrorPage('The error page was requested.');
}
