/**
 * Fault step 1: PostgreSQL crashed (immediate stop) for OUTAGE_MS while visitors from several
 * addresses keep loading pages, reading the content API, calling an uncached (admin) API and sending
 * connection requests with Idempotency-Keys, each retried as the site's form does until accepted.
 * It holds when, during the outage, cached pages and content reads answer 200, the uncached call and
 * the forms the 503 envelope, an admin page the 503 page, nothing waits longer than the bound, live says 200 and ready 503
 * (and `isp_db_up` 0 where the metrics listener exists); and, once PostgreSQL is back, everything
 * answers within RECOVERY_MS, an admin save shows at once and every accepted request is stored once.
 * Its negative control: a page never rendered before the outage is not served as if it were.
 */
import { editAndRead } from '../cluster/admin-edits.mjs';
import { storedCounts } from '../cluster/kill.mjs';
import { formSubmission, solvedCaptcha, signedHeaders } from '../helpers/visitor-traffic.mjs';
import { allAnswered, byKindAndStatus, recorder, slowestMs } from './timed-call.mjs';

const OUTAGE_MS = 12_000;
const BOUND_MS = 3_000;
const RECOVERY_MS = 15_000;
const PACE_MS = 300;
const FORMS = 8;
const PAGES = ['/rus', '/rus/faq', '/rus/news', '/uzb/faq'];
const READS = ['/api/v1/faq/rus', '/api/v1/news/rus'];
// A page no visitor asked for before the outage: no copy of it can be kept anywhere.
const NEVER_RENDERED = '/uzb/news?outage-control=1';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The place for the metrics assertion: answers `isp_db_up` of `instance` from its metrics listener
 * (`instance.metricsPort`), or null when the instance serves no metrics (no METRICS_PORT listener).
 */
export async function readDbUpMetric(instance) {
  if (!instance.metricsPort) return null;
  try {
    const res = await fetch(`http://127.0.0.1:${instance.metricsPort}/metrics`, { signal: AbortSignal.timeout(2_000) });
    if (!res.ok) return null;
    const line = (await res.text()).split('\n').find((l) => /^isp_db_up(\{[^}]*\})? /.test(l));
    return line ? Number(line.split(' ').at(-1)) : null;
  } catch {
    return null;
  }
}

/** Sends one visitor's connection request until it is accepted or `until()` says stop; answers its outcome. */
async function sendUntilAccepted(traffic, base, visitor, until) {
  const form = formSubmission('connection', visitor.key, visitor.altcha);
  const outcome = { key: visitor.key, accepted: false, attempts: 0, newCaptchas: 0 };
  while (!until()) {
    outcome.attempts += 1;
    const { record, res } = await traffic.send('form', base, form.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...form.headers },
      body: JSON.stringify(form.body),
      from: visitor.from,
    });
    if (record.status === 200 && res.json()?.status === 'ok') return { ...outcome, accepted: true };
    if (record.status === 400 && res?.json()?.error?.fields?.altcha) {
      // spent by an attempt whose answer was lost: a new one, as the widget would solve
      form.body.altcha = await solvedCaptcha(base, visitor.from).catch(() => form.body.altcha);
      outcome.newCaptchas += 1;
    }
    await sleep(PACE_MS);
  }
  return outcome;
}

/** Runs step 1 against `instances[0]` (the save check reads on every instance); adds its rows to `report`. */
export async function databaseOutage({ report, instances, session, postgres }) {
  const [site] = instances;
  const traffic = recorder();
  const probes = recorder();
  const prefix = `faults-outage-${Date.now().toString(36)}-`;
  const visitors = [];
  for (let i = 0; i < FORMS; i += 1) {
    const from = `127.0.0.${60 + i}`;
    visitors.push({ from, key: `${prefix}${i}`, altcha: await solvedCaptcha(site.base, from) });
  }
  for (const path of [...PAGES, ...READS]) await traffic.send('warm', site.base, path);

  let stopping = false;
  const loop = async (kind, paths, from, headers = {}) => {
    for (let n = 0; !stopping; n += 1) {
      await traffic.send(kind, site.base, paths[n % paths.length], { from, headers });
      await sleep(PACE_MS);
    }
  };
  const staff = { cookie: session.cookie };
  const loops = [
    loop('page', PAGES, '127.0.0.51'),
    loop('page', [...PAGES].reverse(), '127.0.0.52'),
    loop('api read', READS, '127.0.0.53'),
    loop('uncached api', ['/api/v1/adm/faq'], '127.0.0.54', staff),
  ];
  const forms = Promise.all(
    visitors.map((v, i) => sleep(i * 1_500).then(() => sendUntilAccepted(traffic, site.base, v, () => stopping))),
  );

  await sleep(2_000);
  postgres.crash();
  const crashedAt = Date.now();
  const metricValues = [];
  let control;
  while (Date.now() - crashedAt < OUTAGE_MS) {
    await probes.send('live', site.base, '/api/v1/health/live', { signed: false });
    await probes.send('ready', site.base, '/api/v1/health/ready', { signed: false });
    control ??= (await traffic.send('control', site.base, NEVER_RENDERED, { headers: signedHeaders() })).record;
    await traffic.send('admin page', site.base, '/rus/adm/faq', { headers: staff });
    metricValues.push(await readDbUpMetric(site));
    await sleep(1_000);
  }
  const restartedAt = Date.now();
  await postgres.start();
  // Everything answers again once a page render, the uncached call and a form have each succeeded since.
  let readyAt;
  while (!readyAt && Date.now() - restartedAt < RECOVERY_MS + 5_000) {
    const { record } = await probes.send('ready', site.base, '/api/v1/health/ready', { signed: false });
    if (record.status === 200) readyAt = Date.now();
    else await sleep(200);
  }
  const outcomes = await Promise.race([forms, sleep(RECOVERY_MS + 10_000).then(() => null)]);
  stopping = true;
  await Promise.all(loops);
  const finalOutcomes = outcomes ?? (await forms);

  // During the outage: sent after the crash had cut the pool's connections, answered before PostgreSQL started again.
  const inOutage = (r) => r.at >= crashedAt + 500 && r.at + r.ms < restartedAt;
  const during = traffic.records.filter((r) => inOutage(r) && r.kind !== 'warm');
  const duringProbes = probes.records.filter(inOutage);
  const answeredOk = (kind) =>
    traffic.records.filter((r) => r.kind === kind && r.status === 200 && r.at >= restartedAt).map((r) => r.at + r.ms);
  const recoveredAt = Math.max(
    ...['page', 'api read', 'uncached api', 'form'].map((k) => Math.min(...answeredOk(k), Number.MAX_SAFE_INTEGER)),
  );
  const recoverySeconds = (recoveredAt - restartedAt) / 1000;
  const of = (kind) => during.filter((r) => r.kind === kind);
  const counts = byKindAndStatus(during);
  const slowest = slowestMs([...during, ...duringProbes]);
  const metrics = metricValues.filter((v) => v !== null);

  const outageOk =
    allAnswered(of('page'), 200) &&
    allAnswered(of('api read'), 200) &&
    allAnswered(of('uncached api'), 503, 'unavailable') &&
    allAnswered(of('form'), 503, 'unavailable') &&
    allAnswered(of('admin page'), 503) &&
    slowest < BOUND_MS &&
    allAnswered(
      duringProbes.filter((r) => r.kind === 'live'),
      200,
    ) &&
    allAnswered(
      duringProbes.filter((r) => r.kind === 'ready'),
      503,
      'unavailable',
    ) &&
    metrics.every((v) => v === 0);
  report.add(
    '1a',
    `PostgreSQL crashed for ${OUTAGE_MS / 1000} s under traffic`,
    outageOk,
    `during the outage by kind and status ${JSON.stringify(counts)}; live ${JSON.stringify(byKindAndStatus(duringProbes))}; ` +
      `slowest answer ${slowest} ms (bound ${BOUND_MS}); isp_db_up ${metrics.length ? metrics.join(',') : 'not served (no metrics listener)'}`,
  );

  const recoveryOk = recoverySeconds <= RECOVERY_MS / 1000 && readyAt !== undefined;
  report.add(
    '1b',
    'everything answers again after PostgreSQL returns',
    recoveryOk,
    `${recoverySeconds.toFixed(1)} s from PostgreSQL's start to recovery (pages, reads, uncached call and a form each answered ok), ready after ${readyAt ? ((readyAt - restartedAt) / 1000).toFixed(1) : '—'} s`,
  );

  const save = await editAndRead(instances, session, 4).catch((error) => ({ error }));
  report.add(
    '1c',
    'an admin save after the outage shows at once on every instance',
    !save.error && save.edits === 4 && save.stale === 0,
    save.error ? `error: ${save.error.message}` : `${save.edits} edits, ${save.stale} stale of ${save.reads} reads`,
  );

  const stored = await storedCounts(postgres.url, prefix);
  const accepted = finalOutcomes.filter((o) => o.accepted);
  const twice = [...stored.values()].filter((n) => n > 1).length;
  const lost = accepted.filter((o) => stored.get(o.key) !== 1).length;
  const attempts = finalOutcomes.reduce((n, o) => n + o.attempts, 0);
  report.add(
    '1d',
    'every accepted request stored exactly once',
    accepted.length === FORMS && lost === 0 && twice === 0 && stored.size === accepted.length,
    `${accepted.length}/${FORMS} accepted after ${attempts} attempts (same Idempotency-Key each), ${stored.size} stored, ${lost} lost, ${twice} stored twice`,
  );

  report.add(
    '1-control',
    'a page never rendered before the outage is not served as if it were',
    control !== undefined && control.status === 503,
    `${NEVER_RENDERED} answered ${control?.status} in ${control?.ms} ms during the outage (a 200 would mean the check of cached pages proves nothing)`,
  );
  return {
    outage: { counts, slowestMs: slowest, probes: byKindAndStatus(duringProbes) },
    recoverySeconds,
    accepted: accepted.length,
    stored: stored.size,
  };
}
