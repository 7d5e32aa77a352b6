import { NextResponse } from 'next/server';
import { NO_STORE } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { parseBody } from '@/lib/http/api/parse';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { getDb } from '@/lib/platform/db';
import { clientIp } from '@/lib/platform/http/client-ip';
import { logger } from '@/lib/platform/log/logger';
import { isHttps, sessionCookie } from '@/lib/staff/auth/cookie';
import { authenticate } from '@/lib/staff/auth/login';
import { loginSchema } from '@/lib/staff/auth/login-schema';
import { allowLoginAttempt } from '@/lib/staff/auth/login-throttle';
import { toProfile } from '@/lib/staff/auth/profile';
import { ABSOLUTE_MS, createSession, purgeExpiredSessions } from '@/lib/staff/auth/session';
import * as contract from './contract';

/**
 * POST /api/v1/user/auth {email, password, otp?}: the profile, and a new session cookie. The handler reads
 * the body after the login throttle, so a throttled address learns nothing from validation.
 */
export const POST = defineRoute(contract.POST, async ({ req }) => {
  const now = new Date();
  const db = await getDb();
  const ip = clientIp(req);
  if (!(await allowLoginAttempt(db, ip, now))) {
    logger().warn({ event: 'admin_login_throttled', ip }, 'admin login refused: too many attempts from one address');
    throw fail('too_many');
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
