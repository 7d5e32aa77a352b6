/**
 * Step 6 of the cluster test: one instance is SIGKILLed while 50 connections load public pages
 * through nginx and 20 visitors send connection requests with Idempotency-Keys. Pages must keep
 * answering (nginx moves to the survivor); a visitor whose answer was lost sends again with the same
 * key, as the site's client does; every accepted request must then be stored exactly once.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { formSubmission, solvedCaptcha } from '../helpers/visitor-traffic.mjs';
import { postJson } from './http.mjs';

const PAGES = ['/rus', '/rus/faq', '/rus/news', '/rus/tariff', '/uzb', '/uzb/faq'];
const LOAD_SECONDS = 8;
const KILL_AFTER_MS = 2_500;
const FORMS = 20;
const ATTEMPTS = 8;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Sends one connection request through nginx until it is answered, as a visitor retrying would. */
async function submit(nginx, survivor, visitor) {
  const form = formSubmission('connection', visitor.key, visitor.altcha);
  const outcome = { key: visitor.key, accepted: false, attempts: 0, lostAnswers: 0, newCaptchas: 0, last: '' };
  while (outcome.attempts < ATTEMPTS) {
    outcome.attempts += 1;
    let res;
    try {
      res = await postJson(nginx.base, form.path, form.body, { headers: form.headers, from: visitor.from });
    } catch (error) {
      outcome.last = error.message;
      outcome.lostAnswers += 1;
      await sleep(300);
      continue;
    }
    outcome.last = String(res.status);
    if (res.status === 200 && res.json()?.status === 'ok') return { ...outcome, accepted: true };
    if (res.status === 400 && res.json()?.error?.fields?.altcha) {
      // the captcha was spent by an attempt whose answer was lost: the visitor solves a new one
      form.body.altcha = await solvedCaptcha(survivor.base, visitor.from);
      outcome.newCaptchas += 1;
    } else if (res.status < 500) return outcome;
    else outcome.lostAnswers += 1;
    await sleep(300);
  }
  return outcome;
}

/** How many times each connection request Idempotency-Key starting with `prefix` is stored. */
export async function storedCounts(databaseUrl, prefix) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select idempotency_key as key, count(*)::int as n from connection_requests where idempotency_key like $1 group by 1',
      [`${prefix}%`],
    );
    return new Map(rows.map((r) => [r.key, r.n]));
  } finally {
    await client.end();
  }
}

/** Runs the step; answers its figures and whether it held. */
export async function killDuringLoad({ nginx, survivor, victim, databaseUrl }) {
  const prefix = `cluster-kill-${Date.now().toString(36)}-`;
  const visitors = [];
  for (let i = 0; i < FORMS; i += 1) {
    const from = `127.0.0.${40 + i}`;
    visitors.push({ from, key: `${prefix}${i}`, altcha: await solvedCaptcha(survivor.base, from) });
  }
  const load = autocannon({
    url: nginx.base,
    connections: 50,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });
  const forms = Promise.all(visitors.map((v, i) => sleep(500 + i * 200).then(() => submit(nginx, survivor, v))));
  await sleep(KILL_AFTER_MS);
  victim.signal('SIGKILL');
  const [pages, outcomes, killed] = await Promise.all([load, forms, victim.exited]);
  const stored = await storedCounts(databaseUrl, prefix);
  const accepted = outcomes.filter((o) => o.accepted);
  const figures = {
    pageRequests: pages.requests.total,
    pageFailures: pages.non2xx + pages.errors + pages.timeouts,
    movedByNginx: readFileSync(nginx.accessLog, 'utf8')
      .split('\n')
      .filter((l) => /upstream=\S+, /.test(l)).length,
    formsSent: FORMS,
    accepted: accepted.length,
    lost: accepted.filter((o) => !stored.has(o.key)).length,
    duplicated: [...stored.values()].filter((n) => n > 1).length,
    lostAnswers: outcomes.reduce((sum, o) => sum + o.lostAnswers, 0),
    newCaptchas: outcomes.reduce((sum, o) => sum + o.newCaptchas, 0),
    notAccepted: outcomes.filter((o) => !o.accepted).map((o) => `${o.key}: ${o.last}`),
    killedBy: killed.signal,
  };
  const ok =
    killed.signal === 'SIGKILL' &&
    figures.pageRequests > 0 &&
    figures.pageFailures === 0 &&
    figures.accepted === FORMS &&
    figures.lost === 0 &&
    figures.duplicated === 0;
  return { ok, figures };
}
