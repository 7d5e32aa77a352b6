/** The admin session cookie: its name (`__Host-` prefixed over HTTPS) and attributes. */

export const SESSION_COOKIE = 'adm_session';
export const SECURE_SESSION_COOKIE = '__Host-adm_session';

/** The cookie name for a request made over HTTPS or not. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Whether a request came over HTTPS (directly or through a proxy that says so). */
export function isHttps(req: { url: string; headers: Headers }): boolean {
  return req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' || req.url.startsWith('https:');
}

/** The session token a request carries, whichever cookie name it uses. */
export function readSessionToken(cookies: { get(name: string): { value: string } | undefined }): string | undefined {
  return cookies.get(SECURE_SESSION_COOKIE)?.value ?? cookies.get(SESSION_COOKIE)?.value;
}

/** The Set-Cookie attributes of the session cookie; `maxAge` 0 deletes it. */
export function sessionCookie(secure: boolean, value: string, maxAgeSeconds: number) {
  return {
    name: sessionCookieName(secure),
    value,
    options: { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: maxAgeSeconds },
  };
}
