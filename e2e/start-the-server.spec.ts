/**
 * Starting the built site with `npm start` (lib/ops/cli/start.mjs): a fresh embedded database is a copy
 * of the build's template, and Next runs on the build's resolved configuration, so the first start
 * stays within the memory budget of issue #6; an invalid configuration stops it at once, naming the
 * variable, instead of a server that answers 500; without SITE_URL it says once that its absolute
 * URLs name localhost, and they name the port it serves on.
 */
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freshSiteDatabase } from './helpers/server-database';
import { sparePort, startSite } from './helpers/site-process';

const MEMORY_BUDGET_MB = 400;

/** The process's peak resident memory so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

// @solo: its memory budget is measured with the machine to itself, after the shards (tests/e2e-shards/run.mjs).
test(
  'a first start on a fresh embedded database answers with demo content, and its memory peak stays within the budget under load',
  { tag: '@solo' },
  async () => {
    test.setTimeout(120_000);
    const { env, drop } = await freshSiteDatabase('PGlite', `start_${sparePort(7)}`);
    const site = await startSite('start.mjs', sparePort(7), env);
    try {
      const page = await fetch(`${site.base}/rus/tariff`);
      expect(page.status).toBe(200);
      expect(site.output()).not.toContain('SITE_URL is not set');
      const html = await page.text();
      expect(html).toMatch(/<html[^>]* lang="ru"/);
      expect(html).toContain('Nihol');
      const atStart = peakRssMb(site.child.pid!);
      expect(atStart).toBeLessThanOrEqual(MEMORY_BUDGET_MB);
      // The benchmark's load on the home page: without a bounded heap growth (lib/platform/server/heap.mjs)
      // the peak went past the budget during it.
      const load = await autocannon({
        url: `${site.base}/rus`,
        connections: 100,
        duration: 20,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(load.non2xx + load.errors).toBe(0);
      const underLoad = peakRssMb(site.child.pid!);
      test.info().annotations.push({
        type: 'peak RSS',
        description: `at start ${atStart.toFixed(0)} MB, after ${load.requests.total} requests ${underLoad.toFixed(0)} MB`,
      });
      expect(underLoad).toBeLessThanOrEqual(MEMORY_BUDGET_MB);
    } finally {
      site.crash();
      await drop();
    }
  },
);

for (const [variable, value] of [
  ['ADMIN_EMAIL', 'not-an-address'],
  ['TRUSTED_PROXIES', '10.0.0.1, proxy.local'],
] as const) {
  test(`an invalid ${variable} stops npm start at once, naming the variable, without a stack trace`, async () => {
    const child = spawn(process.execPath, ['lib/ops/cli/start.mjs'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(sparePort(8)),
        DATA_DIR: `data/e2e-config_${sparePort(8)}`,
        [variable]: value,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain(variable);
    expect(output).not.toMatch(/\n\s+at /);
  });
}

test('without SITE_URL, npm start warns once that search engines will see localhost, and its URLs name its own port', async () => {
  test.setTimeout(120_000);
  const port = sparePort(11);
  const { env, drop } = await freshSiteDatabase('PGlite', `site_url_${port}`);
  const site = await startSite('start.mjs', port, { ...env, SITE_URL: '' });
  try {
    const warnings = site
      .output()
      .split('\n')
      .filter((line) => line.includes('SITE_URL is not set'));
    expect(warnings).toEqual([
      `SITE_URL is not set: canonical links, hreflang, the sitemap and robots.txt will show search engines http://localhost:${port} URLs.`,
    ]);
    expect(await (await fetch(`${site.base}/robots.txt`)).text()).toContain(
      `Sitemap: http://localhost:${port}/sitemap.xml`,
    );
    // the request's Host is the caller's to write, so it never becomes the site's address
    const home = await (await fetch(`${site.base}/rus`, { headers: { host: 'evil.example' } })).text();
    expect(home).toContain(`<link rel="canonical" href="http://localhost:${port}/rus"/>`);
  } finally {
    site.crash();
    await drop();
  }
});
