/** Signing the site's own API calls (browser and tests): the two headers of SPEC §7 for a moment. */
import { SIGNATURE_HEADER, TIME_HEADER, signature } from './signature.mjs';

export { MAX_SKEW_MS, SIGNATURE_HEADER, TIME_HEADER, signature } from './signature.mjs';

/** The two headers to send with a call made at `now`. */
export function signatureHeaders(statisticKey: string, mapKey: string, now = Date.now()): Record<string, string> {
  const time = String(now);
  return { [TIME_HEADER]: time, [SIGNATURE_HEADER]: signature(time, statisticKey, mapKey) };
}
