/**
 * The request signature of SPEC §7: `Z-Time` is the time in ms and `Z-Statistic` the lowercase
 * hex MD5 of time + statistic_key + map_key. Both keys reach the browser with the page, so this
 * is an anti-scraping check, not authentication.
 */
import md5 from 'blueimp-md5';

export const TIME_HEADER = 'Z-Time';
export const SIGNATURE_HEADER = 'Z-Statistic';
/** How far a request's Z-Time may be from the server's clock. */
export const MAX_SKEW_MS = 5 * 60 * 1000;

/** The signature for a time and the two keys. */
export function signature(time: string, statisticKey: string, mapKey: string): string {
  return md5(`${time}${statisticKey}${mapKey}`);
}

/** The two headers to send with a call made at `now`. */
export function signatureHeaders(statisticKey: string, mapKey: string, now = Date.now()): Record<string, string> {
  const time = String(now);
  return { [TIME_HEADER]: time, [SIGNATURE_HEADER]: signature(time, statisticKey, mapKey) };
}
