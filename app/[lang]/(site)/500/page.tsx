import { connection } from 'next/server';

/** Thrown on purpose so /{lang}/500 shows the error page with HTTP 500 (SPEC §2). */
class RequestedErrorPage extends Error {
  override name = 'RequestedErrorPage';
}

/** /{lang}/500 (SPEC §2): renders the generic error page through the error boundary. */
export default async function ErrorPage500(): Promise<never> {
  await connection(); // render per request, never cache: an error page must not become a cached 200
  throw new RequestedErrorPage('The error page was requested.');
}
