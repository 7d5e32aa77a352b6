import { NextResponse } from 'next/server';
import { apiHandler } from '@/lib/api/handler';
import { NO_STORE } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import { isHttps, readSessionToken, sessionCookie } from '@/lib/auth/cookie';
import { isSameOrigin } from '@/lib/api/origin';
import { deleteSession } from '@/lib/auth/session';
import { logger } from '@/lib/log/logger';

/** POST /api/v1/user/logout: ends the session (if any) and clears the cookie. */
export const POST = apiHandler(async (req) => {
  if (!isSameOrigin(req)) throw apiError('cross_site');
  const token = readSessionToken(req.cookies);
  const userId = token ? await deleteSession(await getDb(), token) : null;
  if (userId !== null) logger().info({ event: 'admin_logout', userId }, 'admin logged out');
  const res = NextResponse.json({ status: 'ok', data: null }, { headers: NO_STORE });
  const cookie = sessionCookie(isHttps(req), '', 0);
  res.cookies.set(cookie.name, cookie.value, cookie.options);
  return res;
});
