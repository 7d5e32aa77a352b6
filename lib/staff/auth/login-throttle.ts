/**
 * Per-IP limit on login attempts: a fixed window counted in the rate_limits table, so several
 * app instances share it. Complements the per-account lockout in login.ts.
 */
import 'server-only';
import { countHit } from '@/lib/platform/abuse/rate-limit';
import type { Db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';

export const LOGIN_IP_WINDOW_MS = 15 * 60 * 1000;

/** How many login attempts one address may make per window (ADMIN_LOGIN_LIMIT, default 20). */
export function loginIpLimit(): number {
  return env().ADMIN_LOGIN_LIMIT;
}

/** Counts one login attempt from an address; false when the address is over its limit. */
export async function allowLoginAttempt(db: Db, ip: string, now: Date): Promise<boolean> {
  return (await countHit('admin-login', ip, LOGIN_IP_WINDOW_MS, now.getTime(), db)) <= loginIpLimit();
}
