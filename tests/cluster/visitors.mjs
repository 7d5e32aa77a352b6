/**
 * Step 4 of the cluster test: what visitors see being shared through the database. The per-address
 * limit counts one visitor's forms across both instances (nginx forwarding its address); a staff
 * session made on one instance is valid on the other; a captcha challenge of one is accepted by the
 * other, once.
 */
import { readFileSync } from 'node:fs';
import { formHeaders, formSubmission, solvedCaptcha } from '../helpers/visitor-traffic.mjs';
import { postJson } from './http.mjs';
import { sessionUser, signIn } from './staff.mjs';

// The contact form's limit per address and 10 minutes (lib/platform/abuse/limits.ts).
const CONTACT_LIMIT = 10;

/** The instances (upstream addresses) nginx's access log names for requests from `from`. */
function upstreamsOf(accessLog, from) {
  const lines = readFileSync(accessLog, 'utf8').split('\n');
  return new Set(lines.filter((l) => l.startsWith(`${from} `)).flatMap((l) => /upstream=(\S+)/.exec(l)?.[1] ?? []));
}

/**
 * Contact forms through nginx from `from`, the limit plus two, with an unsolved captcha (the limit
 * is counted before the captcha is checked, so each is answered 400 until the limit answers 429).
 * Every other one claims another address in X-Forwarded-For, which must not help.
 */
async function formsFrom(nginx, from, count, run) {
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    const form = formSubmission('contact', `cluster-limit-${run}-${i}`, 'unsolved');
    const spoof = i % 2 ? { 'x-forwarded-for': `203.0.113.${i}` } : {};
    statuses.push((await postJson(nginx.base, form.path, form.body, { headers: spoof, from })).status);
  }
  return statuses;
}

/** The per-address limit, across instances. */
async function limitAcrossInstances(nginx, run) {
  const statuses = await formsFrom(nginx, '127.0.0.2', CONTACT_LIMIT + 2, run);
  const [other] = await formsFrom(nginx, '127.0.0.3', 1, `${run}-other`);
  const spread = upstreamsOf(nginx.accessLog, '127.0.0.2');
  const within = statuses.slice(0, CONTACT_LIMIT);
  const ok =
    within.every((s) => s === 400) &&
    statuses.slice(CONTACT_LIMIT).every((s) => s === 429) &&
    other === 400 &&
    spread.size >= 2;
  return {
    ok,
    detail: `127.0.0.2: ${statuses.join(' ')} via ${[...spread].join(' + ') || 'none'}; 127.0.0.3: ${other}`,
  };
}

/** A session made on `first` is valid on `second`. */
async function sessionAcross(first, second, account, origin) {
  const session = await signIn(first.base, account, origin);
  const user = await sessionUser(second.base, session);
  return {
    ok: user === account.email,
    detail: `signed in on :${first.port}, :${second.port} sees ${user ?? 'no session'}`,
  };
}

/** A challenge made by `first`, solved, is accepted by `second` and then refused by `first`. */
async function captchaAcross(first, second, run) {
  const ip = '198.51.100.7';
  const altcha = await solvedCaptcha(first.base, ip);
  const form = formSubmission('contact', `cluster-captcha-${run}`, altcha);
  const send = (instance) => postJson(instance.base, form.path, form.body, { headers: formHeaders(ip) });
  const accepted = await send(second);
  const replay = await send(first);
  const refused = replay.status === 400 && Boolean(replay.json()?.error?.fields?.altcha);
  return {
    ok: accepted.status === 200 && refused,
    detail: `challenge of :${first.port} sent to :${second.port}: ${accepted.status}; again to :${first.port}: ${replay.status}`,
  };
}

/** Runs the three checks; answers each one's outcome. */
export async function sharedVisitorState({ nginx, instances: [a, b], account, origin }) {
  const run = Date.now().toString(36);
  return {
    limit: await limitAcrossInstances(nginx, run),
    session: await sessionAcross(a, b, account, origin),
    captcha: await captchaAcross(a, b, run),
  };
}
