/** Server side of the request signature: present, fresh, and equal in constant time. */
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { MAX_SKEW_MS, SIGNATURE_HEADER, TIME_HEADER, signature } from './sign';

/** Whether the request's Z-Time / Z-Statistic headers are valid at `now`. */
export function hasValidSignature(headers: Headers, now = Date.now()): boolean {
  const time = headers.get(TIME_HEADER);
  const given = headers.get(SIGNATURE_HEADER);
  if (!time || !given || !/^\d{1,16}$/.test(time)) return false;
  if (Math.abs(now - Number(time)) > MAX_SKEW_MS) return false;
  const { STATISTIC_KEY, MAP_KEY } = env();
  const expected = Buffer.from(signature(time, STATISTIC_KEY, MAP_KEY));
  const actual = Buffer.from(given.toLowerCase());
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
