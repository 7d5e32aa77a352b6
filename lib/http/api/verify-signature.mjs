// @ts-check
/**
 * Server side of the request signature: present, fresh, and equal in constant time. Plain
 * JavaScript so that both the API's handlers and the front server's cache (lib/platform/server/serve.mjs,
 * run by plain Node) import this one check.
 */
import { timingSafeEqual } from 'node:crypto';
import { env } from '../../platform/env-schema.mjs';
import { MAX_SKEW_MS, SIGNATURE_HEADER, TIME_HEADER, signature } from './signature.mjs';

/**
 * One header of a Fetch request or of a Node request (whose names are lower case).
 * @param {Headers | import('node:http').IncomingHttpHeaders} headers
 * @param {string} name
 * @returns {string | undefined}
 */
function headerValue(headers, name) {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether the request's Z-Time / Z-Statistic headers are valid at `now`.
 * @param {Headers | import('node:http').IncomingHttpHeaders} headers
 * @param {number} [now]
 * @returns {boolean}
 */
export function hasValidSignature(headers, now = Date.now()) {
  const time = headerValue(headers, TIME_HEADER);
  const given = headerValue(headers, SIGNATURE_HEADER);
  if (!time || !given || !/^\d{1,16}$/.test(time)) return false;
  if (Math.abs(now - Number(time)) > MAX_SKEW_MS) return false;
  const { STATISTIC_KEY, MAP_KEY } = env();
  const expected = Buffer.from(signature(time, STATISTIC_KEY, MAP_KEY));
  const actual = Buffer.from(given.toLowerCase());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
