import { NextResponse } from 'next/server';
import { NO_STORE } from '@/lib/http/api/envelope';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { isHttps, readSessionToken, sessionCookie } from '@/lib/staff/auth/cookie';
import { deleteSession } from '@/lib/staff/auth/session';
import { logger } from '@/lib/platform/log/logger';
import * as contract from './contract';

/** POST /api/v1/user/logout: ends the session (if any) and clears the cookie. */
export const POST = defineRoute(contract.POST, async ({ req }) => {
  const token = readSessionToken(req.cookies);
  const userId = token ? await deleteSession(await getDb(), token) : null;
  if (userId !== null) logger().info({ event: 'admin_logout', userId }, 'admin logged out');
  const res = NextResponse.json({ status: 'ok', data: null }, { headers: NO_STORE });
  const cookie = sessionCookie(isHttps(req), '', 0);
  res.cookies.set(cookie.name, cookie.value, cookie.options);
  return res;
});
