/** Per-IP limits of the public endpoints (fixed windows). Generous for people, tight for scripts. */

export type Limit = { limit: number; windowMs: number };

const MINUTE = 60_000;

/** The limits by bucket name. */
export const LIMITS = {
  login_check: { limit: 30, windowMs: 10 * MINUTE },
  promo: { limit: 30, windowMs: 10 * MINUTE },
  call_feedback: { limit: 30, windowMs: 10 * MINUTE },
  contact: { limit: 10, windowMs: 10 * MINUTE },
  coverage_interest: { limit: 10, windowMs: 10 * MINUTE },
  online_request: { limit: 10, windowMs: 10 * MINUTE },
  resume: { limit: 10, windowMs: 10 * MINUTE },
  captcha: { limit: 120, windowMs: 10 * MINUTE },
  tasix: { limit: 60, windowMs: 10 * MINUTE },
  // speed test transfers (download and upload calls together): a run makes at most 80, so three runs in ten minutes
  speedtest: { limit: 240, windowMs: 10 * MINUTE },
  // speed test pings: a run sends a dozen; counted in memory (lib/visitors/speedtest/ping-limit.ts)
  speedtest_ping: { limit: 240, windowMs: 10 * MINUTE },
  // a reference and a phone number to guess: a visitor checks a few times, a script is stopped early
  request_status: { limit: 20, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

export type Bucket = keyof typeof LIMITS;
