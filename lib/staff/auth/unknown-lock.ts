/**
 * The end of the lock of an e-mail that has no account. It is stored (as a row of rate_limits whose
 * window start is the end) so that, like an account's lock, every later try names the same end: a
 * moving end would tell an attacker the e-mail does not exist.
 */
import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { rateLimits } from '@/lib/platform/db/schema';

const BUCKET = 'admin-login-unknown-lock';

/** The stored end of the lock of `email`, or a new one `lockMs` from `now` when none is running. */
export async function unknownLockEnd(db: Db, email: string, now: Date, lockMs: number): Promise<Date> {
  const [running] = await db
    .select({ end: rateLimits.windowStart })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, BUCKET), eq(rateLimits.key, email), gt(rateLimits.windowStart, now)))
    .orderBy(desc(rateLimits.windowStart))
    .limit(1);
  if (running) return running.end;
  const end = new Date(now.getTime() + lockMs);
  await db.insert(rateLimits).values({ bucket: BUCKET, key: email, windowStart: end, count: 1 }).onConflictDoNothing();
  return end;
}
