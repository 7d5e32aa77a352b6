#!/usr/bin/env node
/**
 * `npm run loadtest`: mixed traffic (tests/perf/loadtest-mix.mjs) against the production build on a
 * fresh embedded database, every page and API read rendered once before and a warm-up of the same
 * traffic first (counted for errors, not for memory). The warm-up must outlast the pages' first
 * re-render: public pages revalidate a while after their first render (app/[lang]/layout.tsx) and
 * the front cache keeps them as long, and that first wave of re-renders grows the process's C heap
 * once, then stays flat whatever the traffic; with a warm-up shorter than the revalidation the step
 * fell in the judged run and read as a leak (docs/performance.md). The heap and PGlite's memory
 * also reach their working size then. The warm-up posts forms with solved captchas too, so every
 * path the judged run takes has run before memory is judged.
 * Prints totals per kind, status classes, p99 and the server's RSS sampled every second; writes
 * reports/loadtest.json; exits 1 on any 5xx, any connection error or request left unanswered for
 * TIMEOUT_S, or memory that is not stable (tests/perf/loadtest-memory.mjs).
 * Options: --duration S (60), --warmup S (90), --connections N (100), --port P (3192),
 * --captchas N (2500), --warmup-captchas N (1000).
 */
import autocannon from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { numberOption } from './args.mjs';
import { ensureSiteBuild, rssMb, startServer, stopServer } from '../helpers/measured-servers.mjs';
import { createMix, targets } from './loadtest-mix.mjs';
import { GROWTH_LIMIT, judgeMemory } from './loadtest-memory.mjs';
import { signedHeaders, solvedCaptchas } from '../helpers/visitor-traffic.mjs';

const DURATION = numberOption('duration', 60);
const WARMUP = numberOption('warmup', 90);
// All connections open at once, and a saturated Node process (a bare Node server alike) takes new
// connections from its accept queue only a few a second, so the last ones wait longer than
// autocannon's default timeout for a first answer, and autocannon would reconnect them to the back
// of the queue again and again. Once taken, a connection is served normally.
const TIMEOUT_S = 30;
const CONNECTIONS = numberOption('connections', 100);
const PORT = numberOption('port', 3192);
const CAPTCHAS = numberOption('captchas', 2500);
const WARMUP_CAPTCHAS = numberOption('warmup-captchas', 1000);
const BASE = `http://127.0.0.1:${PORT}`;

async function firstNewsId() {
  const body = await (await fetch(`${BASE}/api/v1/news/rus?per_page=1`, { headers: signedHeaders() })).json();
  return body.data.items[0].id;
}

/** Every page and API read once, so that the load meets rendered pages rather than first renders. */
async function renderEach({ pages, api }) {
  for (const p of [...pages, ...api]) {
    const res = await fetch(`${BASE}${p}`, { headers: signedHeaders() });
    await res.arrayBuffer();
    if (res.status >= 500) throw new Error(`warm-up: ${p} answered ${res.status}`);
  }
}

/** Drives the mix for `seconds`; answers autocannon's result, counts per kind and when errors happened. */
async function load(mix, seconds) {
  const tally = {};
  const errorsAt = [];
  const started = Date.now();
  const instance = autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: TIMEOUT_S,
    requests: [
      {
        setupRequest: (req, context) => {
          const { kind, request } = mix.next();
          context.kind = kind;
          (tally[kind] ??= { prepared: 0, answered: 0 }).prepared += 1;
          return { ...req, ...request };
        },
        onResponse: (status, _body, context) => {
          const counts = tally[context.kind];
          const statusClass = `${Math.floor(status / 100)}xx`;
          counts.answered += 1;
          counts[statusClass] = (counts[statusClass] ?? 0) + 1;
        },
      },
    ],
  });
  instance.on('reqError', (error) =>
    errorsAt.push({ s: Math.round((Date.now() - started) / 100) / 10, error: error.message }),
  );
  return { result: await instance, tally, errorsAt };
}

const statusClasses = (result) => Object.fromEntries(['1xx', '2xx', '3xx', '4xx', '5xx'].map((c) => [c, result[c]]));

/** Whether the warm-up, too, had no 5xx and no connection error. */
const warmupClean = ({ result }) => result['5xx'] === 0 && result.errors === 0;

function reportWarmup(warmup) {
  const { result } = warmup;
  console.log(
    `warm-up: ${result.requests.total} requests, status classes ${JSON.stringify(statusClasses(result))}, connection errors ${result.errors} ${warmupClean(warmup) ? 'ok' : 'FAILED'}`,
  );
}

function report(run, spent, memory, samples) {
  const { result, tally, errorsAt } = run;
  const classes = statusClasses(result);
  // autocannon's errors include its timeouts (no answer within TIMEOUT_S)
  const checks = { no5xx: result['5xx'] === 0, noConnectionErrors: result.errors === 0, memoryStable: memory.stable };
  console.log(
    `\n${result.requests.total} requests in ${DURATION} s, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `status classes: ${JSON.stringify(classes)}; connection errors ${result.errors} (among them ${result.timeouts} without an answer for ${TIMEOUT_S} s)`,
  );
  if (errorsAt.length)
    console.log(`errors at (s into the run): ${errorsAt.map((e) => `${e.s} ${e.error}`).join('; ')}`);
  for (const [kind, counts] of Object.entries(tally)) console.log(`  ${kind.padEnd(11)} ${JSON.stringify(counts)}`);
  console.log(`captchas: ${spent.solved} solved, ${spent.forged} forged`);
  console.log(
    `server RSS: min ${memory.minMb.toFixed(0)} MB, max ${memory.maxMb.toFixed(0)} MB; peak of the middle third ${memory.middleThirdPeakMb.toFixed(0)} MB → ` +
      `last third ${memory.lastThirdPeakMb.toFixed(0)} MB (${(memory.growth * 100).toFixed(1)} %, limit ${GROWTH_LIMIT * 100} %); trend after warm-up ${memory.trendMbPerMin.toFixed(1)} MB/min`,
  );
  console.log(
    `checks: ${Object.entries(checks)
      .map(([k, v]) => `${k} ${v ? 'ok' : 'FAILED'}`)
      .join(', ')}`,
  );
  mkdirSync('reports', { recursive: true });
  const figures = {
    at: new Date().toISOString(),
    connections: CONNECTIONS,
    durationS: DURATION,
    timeoutS: TIMEOUT_S,
    requests: result.requests.total,
    rps: result.requests.average,
  };
  const latency = { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max };
  writeFileSync(
    'reports/loadtest.json',
    JSON.stringify(
      {
        ...figures,
        latency,
        statusClasses: classes,
        errors: result.errors,
        timeouts: result.timeouts,
        errorsAt,
        byKind: tally,
        captchas: spent,
        memory,
        rssSamples: samples,
        checks,
      },
      null,
      2,
    ),
  );
  console.log('figures written to reports/loadtest.json');
  return Object.values(checks).every(Boolean);
}

async function main() {
  ensureSiteBuild();
  const dataDir = path.join('data', 'loadtest');
  rmSync(dataDir, { recursive: true, force: true });
  // The smallest proof of work keeps pre-solving quick; the server checks a solution at the same cost either way.
  // The load comes from this machine as a proxy would bring it, each visitor named in X-Real-IP.
  const site = await startServer(
    process.cwd(),
    PORT,
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ALTCHA_MAX_NUMBER: '2000', TRUSTED_PROXIES: '127.0.0.1' },
    '/api/v1/health',
    'lib/ops/cli/start.mjs',
  );
  const samples = [];
  let sampler;
  try {
    const paths = targets(await firstNewsId());
    await renderEach(paths);
    const warmupMix = createMix(paths, await solvedCaptchas(BASE, WARMUP_CAPTCHAS));
    console.log(`Warm-up: ${CONNECTIONS} connections for ${WARMUP} s of the same traffic…`);
    const warmup = await load(warmupMix, WARMUP);
    reportWarmup(warmup);
    const solving = Date.now();
    const mix = createMix(paths, await solvedCaptchas(BASE, CAPTCHAS));
    console.log(`${CAPTCHAS} captchas solved in ${((Date.now() - solving) / 1000).toFixed(1)} s`);
    console.log(
      `Loading ${BASE}: ${CONNECTIONS} connections for ${DURATION} s of pages, content API calls and form posts…`,
    );
    const started = Date.now();
    sampler = setInterval(() => samples.push({ t: (Date.now() - started) / 1000, rssMb: rssMb(site.child.pid) }), 1000);
    const run = await load(mix, DURATION);
    clearInterval(sampler);
    return report(run, mix.spent, judgeMemory(samples), samples) && warmupClean(warmup);
  } finally {
    clearInterval(sampler);
    await stopServer(site.child);
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
