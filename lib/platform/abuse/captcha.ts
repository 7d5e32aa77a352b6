/**
 * Self-hosted proof-of-work captcha (ALTCHA v2, SHA-256). Challenges are signed with our secret
 * and expire; a solved challenge is accepted once (its signature is remembered until expiry in
 * the rate_limits table under the 'altcha-used' bucket, so replays fail on every instance).
 */
import 'server-only';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { fail } from '@/lib/platform/errors/domain-error';
import { getDb } from '@/lib/platform/db';
import { rateLimits } from '@/lib/platform/db/schema';
import { env } from '@/lib/platform/env';
import { countEvent } from '@/lib/platform/metrics/bridge.mjs';
import { captchaSecret } from './captcha-key';

const TTL_MS = 10 * 60 * 1000;

/** A fresh challenge for the widget. */
export async function newChallenge(now = Date.now()): Promise<Challenge> {
  const secret = await captchaSecret();
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(1_000, env().ALTCHA_MAX_NUMBER),
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
    expiresAt: new Date(now + TTL_MS),
  });
}

function decode(value: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/** Throws a 400 envelope on the `altcha` field unless the payload is a valid, unused solution. */
export async function requireCaptcha(value: string): Promise<void> {
  const payload = decode(value);
  const invalid = () => {
    countEvent('captcha_failure');
    return fail('validation', [{ path: 'altcha', key: 'captchaInvalid' }]);
  };
  if (!payload?.challenge.signature) throw invalid();
  const secret = await captchaSecret();
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) throw invalid();
  const db = await getDb();
  const expires = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + TTL_MS);
  const used = await db
    .insert(rateLimits)
    .values({ bucket: 'altcha-used', key: payload.challenge.signature, windowStart: expires, count: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  if (used.length === 0) throw invalid();
}
