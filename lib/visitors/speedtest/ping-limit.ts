/**
 * The per-address limit of the speed test's ping, counted in this process's memory rather than in
 * the database: a database round trip inside the ping would be measured as the visitor's latency.
 * A ping answers a few bytes, so a limit per instance (not shared across instances) is enough to
 * keep it from being used as a flood; the transfers, which cost bandwidth, use the shared limit.
 */
import 'server-only';
import { fail } from '@/lib/platform/errors/domain-error';
import { LIMITS } from '@/lib/platform/abuse/limits';
import { clientIp } from '@/lib/platform/http/client-ip';

const MAX_TRACKED = 10_000;
const windows = new Map<string, { start: number; count: number }>();

/** Counts one ping of `req`'s address; throws the 429 envelope past the limit of its fixed window. */
export function enforcePingLimit(req: Request, now = Date.now()): void {
  const { limit, windowMs } = LIMITS.speedtest_ping;
  const start = Math.floor(now / windowMs) * windowMs;
  const key = clientIp(req);
  let entry = windows.get(key);
  if (!entry || entry.start !== start) {
    // past windows are dropped wholesale when the map grows, so it cannot grow without bound
    if (windows.size >= MAX_TRACKED) for (const [k, e] of windows) if (e.start !== start) windows.delete(k);
    entry = { start, count: 0 };
    windows.set(key, entry);
  }
  entry.count += 1;
  if (entry.count > limit) throw fail('too_many');
}
