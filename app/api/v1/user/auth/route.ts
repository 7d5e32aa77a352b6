import { NextResponse } from 'next/server';
import { apiHandler } from '@/lib/api/handler';
import { NO_STORE } from '@/lib/api/envelope';
import { apiError } from '@/lib/api/errors';
import { parseBody } from '@/lib/api/parse';
import { getDb } from '@/lib/db';
import { clientIp } from '@/lib/http/client-ip';
import { logger } from '@/lib/log/logger';
import { isHttps, sessionCookie } from '@/lib/auth/cookie';
import { authenticate } from '@/lib/auth/login';
import { loginSchema } from '@/lib/auth/login-schema';
import { allowLoginAttempt } from '@/lib/auth/login-throttle';
import { toProfile } from '@/lib/auth/profile';
import { isSameOrigin } from '@/lib/api/origin';
import { ABSOLUTE_MS, createSession, purgeExpiredSessions } from '@/lib/auth/session';

/** POST /api/v1/user/auth {email, password, otp?}: the profile, and a new session cookie (401 otp_required while a code is due). */
export const POST = apiHandler(async (req) => {
  if (!isSameOrigin(req)) throw apiError('cross_site');
  const now = new Date();
  const db = await getDb();
  const ip = clientIp(req);
  if (!(await allowLoginAttempt(db, ip, now))) {
    logger().warn({ event: 'admin_login_throttled', ip }, 'admin login refused: too many attempts from one address');
    throw apiError('too_many');
  }
  const { email, password, otp } = await parseBody(req, loginSchema);
  const staff = await authenticate(db, email, password, now, ip, otp);
  await purgeExpiredSessions(db, now);
  const token = await createSession(db, staff.id, now, { ip, userAgent: req.headers.get('user-agent') });
  const res = NextResponse.json({ status: 'ok', data: toProfile(staff) }, { headers: NO_STORE });
  const cookie = sessionCookie(isHttps(req), token, ABSOLUTE_MS / 1000);
  res.cookies.set(cookie.name, cookie.value, cookie.options);
  return res;
});
