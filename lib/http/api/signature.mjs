// @ts-check
/**
 * The request signature of SPEC §7: `Z-Time` is the time in ms and `Z-Statistic` the lowercase
 * hex MD5 of time + statistic_key + map_key. Both keys reach the browser with the page, so this
 * is an anti-scraping check, not authentication. Plain JavaScript: the browser's calls, the API's
 * handlers and the front server (plain Node) all sign and check with this one definition.
 */
import md5 from 'blueimp-md5';

export const TIME_HEADER = 'Z-Time';
export const SIGNATURE_HEADER = 'Z-Statistic';
/** How far a request's Z-Time may be from the server's clock. */
export const MAX_SKEW_MS = 5 * 60 * 1000;

/**
 * The signature for a time and the two keys.
 * @param {string} time
 * @param {string} statisticKey
 * @param {string} mapKey
 * @returns {string}
 */
export function signature(time, statisticKey, mapKey) {
  return md5(`${time}${statisticKey}${mapKey}`);
}
