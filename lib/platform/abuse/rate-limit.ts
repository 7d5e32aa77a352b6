/**
 * Per-IP counters in the database (rate_limits), so the limit holds across several app instances.
 * Hits are counted in fixed windows, and a request is judged by a sliding window: this window's
 * count plus the previous window's, weighted by how much of it still lies within the last
 * `windowMs`. Fixed windows alone would forget a burst at each boundary and let a client send
 * twice the limit astride one. One upsert and one read per request; over the limit → 429 envelope.
 */
import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { fail } from '@/lib/platform/errors/domain-error';
import { clientIp } from '@/lib/platform/http/client-ip';
import { getDb, type Db } from '@/lib/platform/db';
import { countEvent } from '@/lib/platform/metrics/bridge.mjs';
import { rateLimits } from '@/lib/platform/db/schema';
import { LIMITS, type Bucket } from './limits';

const DAY = 24 * 60 * 60 * 1000;

/** Counts one hit for `key` in `bucket`; returns the hits of the last `windowMs` (sliding estimate, rounded up). */
export async function countHit(
  bucket: string,
  key: string,
  windowMs: number,
  now = Date.now(),
  given?: Db,
): Promise<number> {
  const db = given ?? (await getDb());
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, key, windowStart: new Date(windowStart), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const [previous] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.bucket, bucket),
        eq(rateLimits.key, key),
        eq(rateLimits.windowStart, new Date(windowStart - windowMs)),
      ),
    );
  // occasional sweep of old windows keeps the table small without a separate job
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - DAY)));
  const stillInView = 1 - (now - windowStart) / windowMs;
  return (row?.count ?? 1) + Math.ceil((previous?.count ?? 0) * stillInView);
}

/** Throws the 429 envelope when the request's IP is over the bucket's limit. */
export async function enforceRateLimit(req: Request, bucket: Bucket): Promise<void> {
  await enforceRateLimitFor(clientIp(req), bucket);
}

/** Throws the 429 envelope when `ip` is over the bucket's limit (pages, which see headers rather than a Request). */
export async function enforceRateLimitFor(ip: string, bucket: Bucket): Promise<void> {
  const { limit, windowMs } = LIMITS[bucket];
  const count = await countHit(bucket, ip, windowMs);
  if (count <= limit) return;
  countEvent('rate_limited', { bucket });
  throw fail('too_many');
}
