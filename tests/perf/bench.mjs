#!/usr/bin/env node
/**
 * `npm run bench`: throughput and latency of the public pages and the signed content API against
 * a bare Next.js page of the same Next version, measured in one run on this machine (it is noisy,
 * so only ratios are judged), then the home page from one instance on PostgreSQL against two behind
 * nginx (bench-scale-out.mjs). Writes reports/bench.json and exits 1 when a budget is missed.
 * Options: --duration S (default 20), --connections N (default 50), --port P (default 3190: the
 * site; P+1 the baseline; P+2, P+3 and P+4 the scale-out instances and nginx).
 */
import autocannon from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { numberOption } from './args.mjs';
import { scaleOutRows } from './bench-scale-out.mjs';
import { ensureBaselineBuild, ensureSiteBuild, rssMb, startServer, stopServer } from '../helpers/measured-servers.mjs';
import { signedHeaders as signed } from '../helpers/visitor-traffic.mjs';

const DURATION = numberOption('duration', 20);
const CONNECTIONS = numberOption('connections', 50);
const SITE_PORT = numberOption('port', 3190);
const BASE_PORT = SITE_PORT + 1;
const SCALE_OUT_PORTS = [SITE_PORT + 2, SITE_PORT + 3, SITE_PORT + 4];
// Each page and API target must serve at least this many times the bare page's requests per second,
// with a p99 no higher than the bare page's: the budget of docs/performance.md.
const THROUGHPUT_RATIO = 2;
// Every browser sends this; the baseline and the site answer it as they would a visitor.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

async function load(url, headers, duration) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { ...BROWSER_HEADERS, ...headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(url, headers = {}) {
  await load(url, headers, 3); // warm-up: first render, caches, JIT
  return load(url, headers, DURATION);
}

async function firstNewsId() {
  const res = await fetch(`http://127.0.0.1:${SITE_PORT}/api/v1/news/rus?per_page=1`, { headers: signed() });
  const body = await res.json();
  return body.data.items[0].id;
}

async function main() {
  ensureSiteBuild();
  const baselineDir = ensureBaselineBuild();
  const dataDir = path.join('data', 'bench');
  rmSync(dataDir, { recursive: true, force: true });

  const site = await startServer(
    process.cwd(),
    SITE_PORT,
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    '/api/v1/health',
    'lib/ops/cli/start.mjs',
  );
  const baseline = await startServer(baselineDir, BASE_PORT, {}, '/');
  let peakRss = rssMb(site.child.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(site.child.pid))), 250);
  const results = [];
  try {
    const newsId = await firstNewsId();
    const targets = [
      ['home', '/rus'],
      ['tariff', '/rus/tariff'],
      ['news item', `/rus/news/${newsId}`],
      ['faq', '/rus/faq'],
      ['about (uzb)', '/uzb/about'],
      ['signed GET /api/v1/get/rus', '/api/v1/get/rus', signed()],
    ];
    console.log(
      `Measuring ${targets.length} targets and the baseline, ${CONNECTIONS} connections, ${DURATION} s each…`,
    );
    const baselineBefore = await measure(`http://127.0.0.1:${BASE_PORT}/`);
    for (const [name, target, headers] of targets) {
      results.push({ name, path: target, ...(await measure(`http://127.0.0.1:${SITE_PORT}${target}`, headers)) });
      console.log(`  ${name}: ${Math.round(results.at(-1).rps)} req/s`);
    }
    const baselineAfter = await measure(`http://127.0.0.1:${BASE_PORT}/`);
    const base = {
      rps: (baselineBefore.rps + baselineAfter.rps) / 2,
      p50: (baselineBefore.p50 + baselineAfter.p50) / 2,
      p99: (baselineBefore.p99 + baselineAfter.p99) / 2,
      non2xx: baselineBefore.non2xx + baselineAfter.non2xx,
    };
    clearInterval(sampler);
    // the embedded-database server and the baseline stop first: the scale-out rows need the CPU
    await stopServer(site.child);
    await stopServer(baseline.child);
    console.log('  scale-out: one instance on PostgreSQL, then two behind nginx…');
    results.push(...(await scaleOutRows(measure, SCALE_OUT_PORTS)));
    return report(base, results, peakRss, site.startupMs);
  } finally {
    clearInterval(sampler);
    await stopServer(site.child);
    await stopServer(baseline.child);
  }
}

function report(base, results, peakRss, startupMs) {
  const rows = results.map((r) => ({
    ...r,
    ratio: r.rps / base.rps,
    // scale-out rows are compared with each other, not held to the baseline (bench-scale-out.mjs)
    pass: r.non2xx === 0 && (r.scaleOut || (r.rps >= THROUGHPUT_RATIO * base.rps && r.p99 <= base.p99)),
  }));
  const fmt = (n, d = 0) => n.toFixed(d).padStart(8);
  console.log(
    `\n${'target'.padEnd(30)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non2xx'.padStart(8)}${'ratio'.padStart(8)}  budget`,
  );
  console.log(
    `${'baseline (bare Next page)'.padEnd(30)}${fmt(base.rps)}${fmt(base.p50)}${fmt(base.p99)}${fmt(base.non2xx)}${fmt(1, 2)}`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(30)}${fmt(r.rps)}${fmt(r.p50)}${fmt(r.p99)}${fmt(r.non2xx)}${fmt(r.ratio, 2)}  ${r.pass ? 'ok' : r.scaleOut ? 'MISSED' : `MISSED (≥ ${THROUGHPUT_RATIO}×, p99 ≤ bare)`}`,
    );
  const [one, two] = rows.filter((r) => r.scaleOut);
  if (one && two)
    console.log(`\n2 instances behind nginx vs 1 instance (PostgreSQL): ${(two.rps / one.rps).toFixed(2)}× the req/s`);
  const rssOk = peakRss <= 400;
  console.log(`\nserver peak RSS: ${peakRss.toFixed(0)} MB (budget 400 MB) ${rssOk ? 'ok' : 'MISSED'}`);
  console.log(`first answer after start: ${startupMs} ms (fresh database: migrations and seed included)`);
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/bench.json',
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections: CONNECTIONS,
        durationS: DURATION,
        baseline: base,
        targets: rows,
        peakRssMb: peakRss,
        startupMs,
      },
      null,
      2,
    ),
  );
  console.log('figures written to reports/bench.json');
  return rows.every((r) => r.pass) && rssOk;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
