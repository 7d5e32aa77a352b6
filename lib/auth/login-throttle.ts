/**
 * Per-IP limit on login attempts: a fixed window counted in the rate_limits table, so several
 * app instances share it. Complements the per-account lockout in login.ts.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';

export const LOGIN_IP_LIMIT = 20;
export const LOGIN_IP_WINDOW_MS = 15 * 60 * 1000;

/** Counts one login attempt from an address; false when the address is over its limit. */
export async function allowLoginAttempt(db: Db, ip: string, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / LOGIN_IP_WINDOW_MS) * LOGIN_IP_WINDOW_MS);
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket: 'admin-login', key: ip, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= LOGIN_IP_LIMIT;
}
