/** The admin session cookie's name: `__Host-` prefixed when served over HTTPS. */

export const SESSION_COOKIE = 'adm_session';
export const SECURE_SESSION_COOKIE = '__Host-adm_session';

/** The cookie name for a request made over HTTPS or not. */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}
