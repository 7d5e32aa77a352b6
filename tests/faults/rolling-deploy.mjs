#!/usr/bin/env node
/**
 * Fault test 5: a rolling deploy of a second build across two instances behind nginx while a browser
 * keeps loading pages and following links, done as docs/scaling.md says (the new build's assets
 * published to the shared folder nginx serves `/_next/static/` from, then one instance at a time
 * stopped with SIGTERM and started on the new build): no request may fail and no asset be missing,
 * and a page opened on the old build, navigating once every instance runs the new one, lands on the
 * new build. The negative control deploys the same way without publishing: the browser must then
 * meet missing assets, so the test can fail.
 *
 * `rollingDeploy({ report, ports })` (ports: nginx's and the two instances', three free ports) puts
 * its figures in `report.rollingDeploy` and throws when a check fails; standalone:
 * `node tests/faults/rolling-deploy.mjs [--ports 3380,3381,3382] [--database isp_faults_rolling]`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshPgDatabase, killAll, killAllOnExit, requireBuild, startInstance } from '../helpers/cluster-processes.mjs';
import { startNginx } from '../helpers/nginx.mjs';
import { publishBuildAssets } from '../../lib/platform/server/shared-static.mjs';
import { assetsOf, browseWhile, follow, startBrowser } from './browsing.mjs';
import { secondBuild } from './second-build.mjs';

const root = process.cwd();
// How long both builds serve side by side, as when an operator checks the first instance before going on.
const MIXED_MS = 20_000;
const SETTLE_MS = 4_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one deploy from this checkout's build to `next` (its folder) and answers what the browser met. */
async function deployOnce({ ports, databaseUrl, next, publish, work, log }) {
  const [nginxPort, ...instancePorts] = ports;
  const shared = path.join(work, 'static');
  mkdirSync(shared, { recursive: true });
  if (publish) publishBuildAssets(root, shared);
  const settings = (port) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, `data-${port}`),
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const start = (port, dir) => startInstance(port, settings(port), path.join(work, `instance-${port}.log`), dir);
  const instances = [];
  for (const port of instancePorts) instances.push(await start(port, root));
  const nginx = await startNginx(path.join(work, 'nginx'), nginxPort, instancePorts, shared);
  const browser = await startBrowser(nginx.base);
  let running = true;
  try {
    // A page opened on the old build and left open through the deploy.
    const oldPage = await browser.open();
    await oldPage.goto(`${nginx.base}/rus`, { waitUntil: 'load', timeout: 60_000 });
    const oldAssets = await assetsOf(oldPage);
    const browsing = browseWhile(browser, nginx.base, () => running);
    await sleep(SETTLE_MS);
    if (publish) publishBuildAssets(next.dir, shared);
    for (const [i, port] of instancePorts.entries()) {
      log(`  instance ${port}: SIGTERM, then the new build`);
      await instances[i].stop();
      instances[i] = await start(port, next.dir);
      await sleep(i === 0 ? MIXED_MS : SETTLE_MS);
    }
    running = false;
    await browsing;
    // Every asset the open page named must still be there, should it load one again.
    for (const asset of oldAssets) {
      const response = await fetch(nginx.base + asset);
      if (response.status === 404)
        browser.figures.missingAssets.push(`404 ${asset} (of the page open on the old build)`);
    }
    await follow(oldPage, '/rus/news');
    const scripts = await oldPage.$$eval('script[src]', (list) => list.map((s) => s.getAttribute('src') ?? ''));
    const movedToNewBuild = scripts.some((src) => src.includes(`dpl=${next.id}`));
    const now = new Set((await assetsOf(oldPage)).map((asset) => asset.split('?')[0]));
    const assetsRenamed = oldAssets.filter((asset) => !now.has(asset.split('?')[0])).length;
    const { pageLoads, navigations, failedRequests, missingAssets, scriptErrors } = browser.figures;
    return { pageLoads, navigations, failedRequests, missingAssets, scriptErrors, movedToNewBuild, assetsRenamed };
  } finally {
    running = false;
    await browser.close();
    await nginx.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
}

const summary = (run) => ({
  pageLoads: run.pageLoads,
  navigations: run.navigations,
  failedRequests: run.failedRequests.length,
  missingAssets: run.missingAssets.length,
  scriptErrors: run.scriptErrors.length,
  oldPageMovedToNewBuild: run.movedToNewBuild,
  oldPageAssetsRenamed: run.assetsRenamed,
});

/** Fault test 5 (see the file's comment); `report.rollingDeploy` gets its figures; throws when a check fails. */
export async function rollingDeploy({ report, ports, database = 'isp_faults_rolling', log = console.log }) {
  requireBuild();
  if (ports.length < 3) throw new Error('rollingDeploy needs three free ports (nginx and two instances)');
  const work = mkdtempSync(path.join(os.tmpdir(), 'isp-rolling-'));
  const next = secondBuild(log);
  log(`rolling deploy: second build ${next.id} ready (${next.seconds} s); work folder ${work}`);
  const databaseUrl = await freshPgDatabase(database);
  const deploy = await deployOnce({ ports, databaseUrl, next, publish: true, work: path.join(work, 'deploy'), log });
  log(`rolling deploy: ${JSON.stringify(summary(deploy))}`);
  const control = await deployOnce({ ports, databaseUrl, next, publish: false, work: path.join(work, 'control'), log });
  log(`rolling deploy, control without the shared asset folder: ${JSON.stringify(summary(control))}`);
  log(`  control's missing assets: ${control.missingAssets.slice(0, 5).join('; ')}`);
  report.rollingDeploy = { secondBuildSeconds: next.seconds, deploy: summary(deploy), control: summary(control) };
  const failures = [
    ...deploy.failedRequests.map((what) => `failed request: ${what}`),
    ...deploy.missingAssets.map((what) => `missing asset: ${what}`),
    ...deploy.scriptErrors.map((what) => `script error: ${what}`),
    ...(deploy.movedToNewBuild ? [] : ['the page opened on the old build did not move to the new one']),
    ...(control.missingAssets.length > 0 ? [] : ['control: no missing asset without the shared folder']),
  ];
  if (failures.length > 0) throw new Error(`rolling deploy failed (logs in ${work}):\n  ${failures.join('\n  ')}`);
  rmSync(work, { recursive: true, force: true });
  return report.rollingDeploy;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  killAllOnExit();
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const ports = option('ports', '3380,3381,3382').split(',').map(Number);
  const report = {};
  try {
    await rollingDeploy({ report, ports, database: option('database', 'isp_faults_rolling') });
    console.log('rolling deploy: passed');
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    killAll();
  }
}
