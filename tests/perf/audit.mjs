#!/usr/bin/env node
/**
 * `npm run audit`: Lighthouse (mobile preset) on the site's key pages in both languages and on the
 * bare Next.js baseline page, in one run, in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium). Prints the four category scores, LCP, TBT, CLS and JS bytes per page, writes
 * the reports under reports/lighthouse/, and exits 1 when a budget is missed.
 * Each page is audited --runs times (default 3) and judged by its median run (Lighthouse's own
 * computeMedianRun: the run nearest the median FCP and TTI), as Lighthouse advises for its
 * run-to-run variance; the first run also meets first requests (an image's first resize).
 * Each page is judged against the bare baseline page of the same run (tests/perf/audit-budgets.mjs):
 * its TBT as a ratio to the baseline's and its score within 2 of it, with DevTools throttling only;
 * the simulated mode is printed, not judged. Each page's inline RSC data and HTML are weighed too.
 * Beside the baseline it prints a reference, not judged: the baseline app's `/text`, a bare Next page
 * with the tariff page's visible text (see tests/perf/baseline-app/app/text/page.tsx).
 * Every row also lists each run's LCP, since the simulated LCP of one page can differ by a second
 * between runs depending on whether its scripts arrived before the first paint.
 * `--throttling devtools` applies the mobile preset's slow network and CPU for real while the page
 * loads (Lighthouse's DevTools throttling) instead of simulating them from an unthrottled load: what
 * a slow phone actually gets, without the simulation's guess of which scripts the paint waited for.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import md5 from 'blueimp-md5';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { choiceOption, numberOption } from './args.mjs';
import { loadMisses, pageMisses, speedMisses } from './audit-budgets.mjs';
import { weighPage } from './page-weight.mjs';
import { ensureBaselineBuild, ensureSiteBuild, startServer, stopServer } from '../helpers/measured-servers.mjs';

const RUNS = numberOption('runs', 3);
const THROTTLING = choiceOption('throttling', ['simulate', 'devtools']);
const SITE_PORT = 3192;
const BASE_PORT = 3193;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function firstNewsId() {
  const time = String(Date.now());
  const headers = { 'Z-Time': time, 'Z-Statistic': md5(`${time}isp-statistic-key-2026isp-map-key-2026`) };
  const res = await fetch(`http://127.0.0.1:${SITE_PORT}/api/v1/news/rus?per_page=1`, { headers });
  return (await res.json()).data.items[0].id;
}

const score = (category) => Math.round((category?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summarize({ lhr, lcpRuns, tbtRuns }) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    seo: score(lhr.categories.seo),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    lcpRunsMs: lcpRuns,
    // TBT is the median of the runs' own values, as Lighthouse CI aggregates an audit: the median run is
    // chosen by its paint and interactive times, so its TBT would be any one run's.
    tbtMs: Math.round(tbtRuns.length ? median(tbtRuns) : metric(lhr, 'total-blocking-time')),
    tbtRunsMs: tbtRuns,
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    error: lhr.runtimeError?.code,
    jsBytes: scripts?.transferSize ?? 0,
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['accessibility', 'best-practices', 'seo'].some((c) =>
            lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0),
          ),
      )
      .map((a) => a.id),
  };
}

async function audit(chrome, url) {
  // Warm the page first: the audit should see the cached page, as visitors do.
  await fetch(url);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod: THROTTLING,
    });
    runs.push(result.lhr);
  }
  const valid = filterToValidRuns(runs);
  const lcpRuns = valid.map((lhr) => Math.round(metric(lhr, 'largest-contentful-paint')));
  const tbtRuns = valid.map((lhr) => Math.round(metric(lhr, 'total-blocking-time')));
  // With no valid run, the last one is reported with its error.
  return { lhr: valid.length ? computeMedianRun(valid) : runs.at(-1), lcpRuns, tbtRuns };
}

async function main() {
  ensureSiteBuild();
  const baselineDir = ensureBaselineBuild();
  const dataDir = path.join('data', 'audit');
  rmSync(dataDir, { recursive: true, force: true });
  const site = await startServer(
    process.cwd(),
    SITE_PORT,
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SITE_URL: `http://127.0.0.1:${SITE_PORT}` },
    '/api/v1/health',
    'lib/ops/cli/start.mjs',
  );
  const baseline = await startServer(baselineDir, BASE_PORT, {}, '/');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  mkdirSync('reports/lighthouse', { recursive: true });
  try {
    const newsId = await firstNewsId();
    const pages = ['', '/tariff', '/coverage_area', '/payment', '/faq', `/news/${newsId}`].flatMap((p) =>
      ['rus', 'uzb'].map((lang) => [`${lang}${p.replace(/\//g, ' ')}`.trim(), `/${lang}${p}`]),
    );
    const baseRuns = await audit(chrome, `http://127.0.0.1:${BASE_PORT}/`);
    writeFileSync('reports/lighthouse/baseline.json', JSON.stringify(baseRuns.lhr));
    const base = summarize(baseRuns);
    const textRuns = await audit(chrome, `http://127.0.0.1:${BASE_PORT}/text`);
    writeFileSync('reports/lighthouse/baseline-text.json', JSON.stringify(textRuns.lhr));
    const text = summarize(textRuns);
    // The reference page has no title or description, so only the speed budgets say anything about it.
    const options = { throttling: THROTTLING };
    const reference = { ...text, misses: [...loadMisses(text), ...speedMisses(text, base, options)] };
    const rows = [];
    for (const [name, target] of pages) {
      const runs = await audit(chrome, `http://127.0.0.1:${SITE_PORT}${target}`);
      writeFileSync(`reports/lighthouse/${name.replace(/[^a-z0-9]+/gi, '-')}.json`, JSON.stringify(runs.lhr));
      const weight = await weighPage(`http://127.0.0.1:${SITE_PORT}${target}`);
      const row = { name: target, ...summarize(runs), ...weight };
      const home = /^\/(rus|uzb)$/.test(target);
      rows.push({ ...row, misses: pageMisses(row, base, { ...options, home }) });
      console.log(
        `  ${target}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`,
      );
    }
    return report(base, reference, rows);
  } finally {
    await chrome.kill();
    await stopServer(site.child);
    await stopServer(baseline.child);
  }
}

const kb = (bytes) => (bytes === undefined ? '—' : (bytes / 1024).toFixed(1));

function report(base, reference, rows) {
  const head = `${'page'.padEnd(26)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'JS KB'.padStart(8)}${'TBT×'.padStart(6)}${'RSC KB'.padStart(8)}${'HTML KB'.padStart(9)}  ${'LCP runs ms'.padEnd(26)}${'TBT runs ms'.padEnd(22)}`;
  const line = (name, r) =>
    `${name.padEnd(26)}${String(r.performance).padStart(6)}${String(r.accessibility).padStart(6)}${String(r.bestPractices).padStart(6)}${String(r.seo).padStart(6)}${String(r.lcpMs).padStart(8)}${String(r.tbtMs).padStart(8)}${String(r.cls).padStart(7)}${(r.jsBytes / 1024).toFixed(1).padStart(8)}${(r.tbtMs / base.tbtMs).toFixed(2).padStart(6)}${kb(r.inlineDataBytes).padStart(8)}${kb(r.htmlBytes).padStart(9)}  ${r.lcpRunsMs.join('/').padEnd(26)}${r.tbtRunsMs.join('/').padEnd(22)}`;
  console.log(`\n${THROTTLING} throttling\n${head}\n${line('baseline (bare Next)', base)}`);
  const unjudged = reference.misses.length ? `would miss: ${reference.misses.join(', ')}` : 'would meet every budget';
  console.log(`${line('bare Next + tariff text', reference)}  reference, not judged: ${unjudged}`);
  const failing = (r) => (r.failing.length ? `; failing audits: ${r.failing.join(', ')}` : '');
  for (const r of rows)
    console.log(`${line(r.name, r)}  ${r.misses.length ? `MISSED: ${r.misses.join(', ')}${failing(r)}` : 'ok'}`);
  writeFileSync(
    'reports/audit.json',
    JSON.stringify(
      { at: new Date().toISOString(), throttling: THROTTLING, baseline: base, reference, pages: rows },
      null,
      2,
    ),
  );
  console.log('reports written to reports/audit.json and reports/lighthouse/');
  return rows.every((r) => r.misses.length === 0);
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
