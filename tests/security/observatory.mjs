#!/usr/bin/env node
/**
 * `npm run observatory [-- http://host:port]`: grades the site's headers with the MDN HTTP
 * Observatory. Without a URL it starts the production build (building it first if there is none)
 * on OBSERVATORY_PORT (default 3194) with a fresh embedded database. Scans the public home, a
 * public page, the 404 and 500 pages, an API answer and the admin login; prints grade and score
 * per URL and each failed test, and exits 1 when a test fails other than the HTTPS-only ones.
 * The site runs as `npm start` runs it: public pages get their script hashes from the front server.
 */
import { rmSync } from 'node:fs';
import { ensureSiteBuild, startServer, stopServer } from '../helpers/measured-servers.mjs';
import { ensureHstsPreloadList, gradeUrl, isHttpsOnly } from './observatory-grade.mjs';

const TARGETS = [
  { path: '/rus', what: 'public home' },
  { path: '/uzb/tariff', what: 'public page' },
  { path: '/rus/no-such-page', what: '404 page' },
  { path: '/rus/500', what: '500 page' },
  { path: '/api/v1/health', what: 'API answer' },
  { path: '/rus/site/adm/login', what: 'admin login' },
];

async function scanAll(base) {
  let failures = 0;
  for (const target of TARGETS) {
    const url = new URL(target.path, base).href;
    const { status, overall, withoutHttps, tests } = await gradeUrl(url);
    console.log(
      `\n${target.what} ${url} (HTTP ${status}): grade ${overall.grade} (${overall.score}); without the HTTPS-only tests ${withoutHttps.grade} (${withoutHttps.score})`,
    );
    for (const test of tests.filter((t) => !t.pass)) {
      const httpsOnly = isHttpsOnly(url, test);
      if (!httpsOnly) failures++;
      console.log(
        `  ${test.name}: ${test.result} (${test.scoreModifier}) ${httpsOnly ? 'needs HTTPS (not served here)' : 'FAIL'}`,
      );
    }
  }
  return failures;
}

async function main() {
  ensureHstsPreloadList();
  const given = process.argv[2];
  if (given) return scanAll(given);
  ensureSiteBuild();
  const port = Number(process.env.OBSERVATORY_PORT ?? 3194);
  const dataDir = `data/observatory-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startServer(
    process.cwd(),
    port,
    { DATA_DIR: dataDir, SITE_URL: base },
    '/api/v1/health',
    'lib/ops/cli/start.mjs',
  );
  try {
    return await scanAll(base);
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const failures = await main();
console.log(
  failures
    ? `\n${failures} Observatory test(s) failed.`
    : '\nEvery Observatory test passed, except those that need HTTPS.',
);
process.exit(failures ? 1 : 0);
