import { profileData } from '@/lib/http/api/answers/data';
import { routeContract } from '@/lib/http/api/route/contract';
import { loginSchema } from '@/lib/staff/auth/login-schema';

/**
 * POST /api/v1/user/auth {email, password, otp?}: the profile, and a new session cookie. The handler reads
 * the body after the login throttle, so a throttled address learns nothing from validation.
 */
export const POST = routeContract({
  method: 'POST',
  summary:
    'Signs a staff member in: the profile, and a new session cookie; with two-factor on, 401 otp_required until `otp` carries a current or recovery code',
  tag: 'admin',
  access: 'same-origin',
  body: loginSchema,
  bodyReadBy: 'handler',
  data: profileData,
  errors: ['bad_credentials', 'otp_required', 'locked', 'too_many'],
});
