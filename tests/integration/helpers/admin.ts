/** Staff accounts and signed-in calls for the admin integration tests. */
import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { POST as authRoute } from '@/app/api/v1/user/auth/route';
import { hashPassword } from '@/lib/staff/auth/password';
import type { Role } from '@/lib/staff/auth/rights';
import type { Db } from '@/lib/platform/db/client';
import { adminUsers } from '@/lib/platform/db/schema';
import { callRoute } from './request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery staple';

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

/** Creates (or resets) an account with the test password; returns its id. */
export async function ensureAccount(db: Db, email: string, role: Role): Promise<number> {
  const passwordHash = await hashPassword(PASSWORD);
  const [row] = await db
    .insert(adminUsers)
    .values({ email, role, passwordHash })
    .onConflictDoUpdate({
      target: adminUsers.email,
      set: { role, passwordHash, disabled: false, failedLogins: 0, lockedUntil: null },
    })
    .returning({ id: adminUsers.id });
  return row!.id;
}

/** Reads an account row. */
export async function account(db: Db, email: string) {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return row!;
}

let ipCounter = 0;

/** Logs in through user/auth (from a fresh address each time, so the per-IP limit stays out of the way) and answers the response and the session cookie header to send back. */
export async function login(email: string, password = PASSWORD, headers: Record<string, string> = {}, lang?: string) {
  const res = await callRoute(authRoute, `/api/v1/user/auth${lang ? `?lang=${lang}` : ''}`, {
    method: 'POST',
    body: { email, password },
    headers: { origin: ORIGIN, [CLIENT_IP_HEADER]: `198.51.100.${++ipCounter % 250}`, ...headers },
  });
  const setCookie = res.headers.get('set-cookie') ?? '';
  const cookie = setCookie.split(';')[0] ?? '';
  return { ...res, cookie, setCookie };
}

/** Calls a handler as a signed-in staff member (same-origin unless told otherwise). */
export function asStaff<P>(
  handler: Handler<P>,
  url: string,
  cookie: string | null,
  options: { method?: string; body?: unknown; params?: P; headers?: Record<string, string> } = {},
) {
  return callRoute(handler, url, {
    ...options,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
  });
}
