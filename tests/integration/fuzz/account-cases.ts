/** Fuzz rows of the staff member's own account calls (issue #37): two-factor, own password, own sessions, reset by e-mail. */
import fc from 'fast-check';
import { jsonBody } from '../helpers/fuzz/bodies';
import { email, text } from '../helpers/fuzz/fields';
import { hostileText } from '../helpers/fuzz/junk';
import { JSON_REFUSED, type FuzzCase } from './case';

const cookieHeader = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/).map((token) => `adm_session=${token}`),
  fc.stringMatching(/^[\x20-\x7e]{0,100}$/),
);
const sixDigits = text('123456', { max: 40, also: [fc.stringMatching(/^\d{1,5}$/), fc.stringMatching(/^\d{7,12}$/)] });

/** A call made with a forged or missing session: whatever the body or query, 401 and nothing stored. */
const withoutSession = (route: string, method: 'POST' | 'DELETE', name: string): FuzzCase => ({
  route,
  method,
  name,
  answers: [401],
  refusals: [401],
  requests: () =>
    fc
      .tuple(fc.option(hostileText), cookieHeader, fc.option(fc.stringMatching(/^[\w=&-]{0,40}$/)))
      .map(([body, cookie, query]) => ({
        url: `/api/v1/${route}${query ? `?${query}` : ''}`,
        body: body ?? undefined,
        headers: { cookie },
      })),
});

/** The own-account endpoints. */
export const accountCases: FuzzCase[] = [
  withoutSession('user/2fa/setup', 'POST', 'two-factor set-up without a session'),
  withoutSession('user/sessions', 'DELETE', 'ending sessions without a session'),
  {
    route: 'user/2fa/enable',
    method: 'POST',
    name: 'two-factor enabling (no set-up started: every code refused)',
    staff: true,
    ...JSON_REFUSED,
    requests: () => jsonBody({ code: sixDigits }).map((body) => ({ url: '/api/v1/user/2fa/enable', body })),
  },
  {
    route: 'user/2fa/disable',
    method: 'POST',
    name: 'two-factor disabling (two-factor is off: 409 when the body is valid)',
    staff: true,
    answers: [400, 409, 413],
    refusals: [400],
    requests: () =>
      jsonBody({ password: text('not the password', { max: 200, trimmed: false }), code: sixDigits }).map((body) => ({
        url: '/api/v1/user/2fa/disable',
        body,
      })),
  },
  {
    route: 'user/password',
    method: 'POST',
    name: 'own password change (the current password is never right)',
    staff: true,
    ...JSON_REFUSED,
    requests: () =>
      jsonBody({
        current: text('not the password', { max: 200, trimmed: false }),
        new: text('a long new passphrase', {
          max: 128,
          trimmed: false,
          also: [fc.string({ minLength: 1, maxLength: 7 })],
        }),
      }).map((body) => ({ url: '/api/v1/user/password', body })),
  },
  {
    route: 'user/password/forgot',
    method: 'POST',
    name: 'password reset request (no SMTP_URL here: 503 when the body is valid)',
    answers: [400, 413, 503],
    refusals: [400],
    requests: () =>
      jsonBody({ email: email('dev@example.uz') }).map((body) => ({ url: '/api/v1/user/password/forgot', body })),
  },
  {
    route: 'user/password/reset',
    method: 'POST',
    name: 'password reset (no such link)',
    ...JSON_REFUSED,
    requests: () =>
      jsonBody({
        token: text('x'.repeat(43), { max: 100 }),
        new: text('a long new passphrase', { max: 128, trimmed: false }),
      }).map((body) => ({ url: '/api/v1/user/password/reset', body })),
  },
];
