#!/usr/bin/env node
/**
 * `npm run test:cluster`: the proof that several instances of the built site behind nginx on one
 * PostgreSQL database behave as one site (docs/scaling.md). Two instances (3211, 3212) and nginx
 * (3210) on a fresh database `isp_site_cluster`; the steps: 1 start, 2 warm, 3 admin edits read at
 * once on both instances, 4 limits / sessions / captchas shared, 5 files shared (5c a scheduled news item appearing on both by itself), 6 one instance
 * SIGKILLed under load, 7 steps 2–3 with REDIS_URL, 8 the negative control (INVALIDATION_LISTENER=off
 * must show stale reads). Prints a table of the figures, writes reports/cluster.json and exits 1
 * when a step failed (2 when there is no build). Every process it started is ended on exit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import {
  freshPgDatabase,
  killAll,
  killAllOnExit,
  requireBuild,
  startInstance,
  stopProcess,
} from '../helpers/cluster-processes.mjs';
import { startNginx } from '../helpers/nginx.mjs';
import { editAndRead, warm } from './admin-edits.mjs';
import { conflictsAcrossInstances } from './edit-conflict.mjs';
import { filesAcrossInstances } from './files.mjs';
import { scheduledAppearsOnBoth } from './scheduled.mjs';
import { killDuringLoad } from './kill.mjs';
import { ClusterReport } from './report.mjs';
import { createStaffAccount, signIn } from './staff.mjs';
import { sharedVisitorState } from './visitors.mjs';

const NGINX_PORT = 3210;
const PORTS = [3211, 3212];
const DATABASE = 'isp_site_cluster';
// Database 11 of the shared Redis is this test's own; it is emptied before use.
const REDIS_URL = 'redis://127.0.0.1:6379/11';
const EDITS = 50;
const CONTROL_EDITS = 12;
const SITE_URL = `http://127.0.0.1:${NGINX_PORT}`;

const report = new ClusterReport();
const started = Date.now();
let dir;
let databaseUrl;
let instances = [];
let nginx;

/** Starts both instances with `extra` settings, one after the other (the first start of a fresh database migrates it). */
async function startInstances(phase, extra = {}) {
  instances = [];
  for (const port of PORTS) {
    const env = {
      DATABASE_URL: databaseUrl,
      SITE_URL,
      TRUSTED_PROXIES: '127.0.0.1',
      ADMIN_EMAIL: 'admin@example.com',
      DATA_DIR: path.join(dir, `data-${port}`), // each instance its own, as on separate machines
      ALTCHA_MAX_NUMBER: '2000', // the cheapest proof of work: many captchas are solved here
      ...extra,
    };
    instances.push(await startInstance(port, env, path.join(dir, `instance-${port}-${phase}.log`)));
  }
}

async function stopInstances() {
  await Promise.all(instances.map(stopProcess));
}

/** Steps 2 and 3 (also run by 7 and 8): warm both instances, then `count` edits read at once on both. */
async function warmAndEdit(step, session, count, expectStale = false) {
  await report.run(step, 'warm pages and content API on both', async () => {
    await warm(instances);
    return { ok: true, detail: 'every page and API call answered 200 on both' };
  });
  const name = expectStale ? `${count} edits: stale reads must show` : `${count} admin edits, read at once on both`;
  return report.run(step, name, async () => {
    const f = await editAndRead(instances, session, count);
    const held = f.failedSaves === 0 && f.edits === count && (expectStale ? f.stale > 0 : f.stale === 0);
    const example = f.staleExamples.length ? ` (e.g. ${f.staleExamples[0]})` : '';
    return {
      ok: held,
      detail: `${f.edits} edits, ${f.stale} stale of ${f.reads} reads, ${f.failedSaves} failed saves${example}`,
    };
  });
}

/** Runs `fn` with a client of this test's Redis database. */
async function withRedis(fn) {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    client.destroy();
  }
}

async function main() {
  dir = mkdtempSync(path.join(os.tmpdir(), 'isp-cluster-'));
  let account;
  let session;
  const up = await report.run('1', 'start 2 instances and nginx on one database', async () => {
    databaseUrl = await freshPgDatabase(DATABASE);
    await startInstances('main');
    account = createStaffAccount(databaseUrl, path.join(dir, 'cli-data'));
    nginx = await startNginx(path.join(dir, 'nginx'), NGINX_PORT, PORTS);
    session = await signIn(nginx.base, account, SITE_URL);
    return {
      ok: true,
      detail: `:${PORTS.join(' and :')} behind nginx :${NGINX_PORT} on ${DATABASE}, signed in through nginx`,
    };
  });
  if (!up) return;

  await warmAndEdit('2-3', session, EDITS);

  const context = { nginx, instances, account, origin: SITE_URL, session, databaseUrl };
  const shared = await sharedVisitorState(context).catch((error) => ({ error }));
  const files = await filesAcrossInstances(context).catch((error) => ({ error }));
  for (const [step, outcome, name] of [
    ['4a', shared.limit, 'per-address limit across instances'],
    ['4b', shared.session, 'session of one valid on the other'],
    ['4c', shared.captcha, 'captcha of one accepted by the other, once'],
    ['5a', files.image, 'image uploaded on one, served by the other'],
    ['5b', files.resume, 'résumé sent to one, downloaded from the other'],
  ])
    report.add(step, name, Boolean(outcome?.ok), outcome?.detail ?? `error: ${(shared.error ?? files.error)?.message}`);

  await report.run('3b', 'edit conflict refused whichever instance takes the later save', () =>
    conflictsAcrossInstances(instances, session),
  );
  await report.run('5c', 'scheduled news item appears on both by itself', () =>
    scheduledAppearsOnBoth(instances, session),
  );
  await report.run('6', 'SIGKILL of one instance under load', async () => {
    const { ok, figures: f } = await killDuringLoad({
      nginx,
      survivor: instances[0],
      victim: instances[1],
      databaseUrl,
    });
    const failed = f.notAccepted.length ? `; not accepted: ${f.notAccepted.slice(0, 3).join(', ')}` : '';
    return {
      ok,
      detail:
        `pages ${f.pageRequests} requests, ${f.pageFailures} failed, ${f.movedByNginx} moved by nginx; forms ${f.accepted}/${f.formsSent} ` +
        `accepted, ${f.lost} lost, ${f.duplicated} stored twice; ${f.lostAnswers} answers lost and sent again, ${f.newCaptchas} new captchas${failed}`,
    };
  });

  await stopInstances();
  const redisReady = await report.run('7', 'restart both with REDIS_URL', async () => {
    await withRedis((redis) => redis.flushDb());
    await startInstances('redis', { REDIS_URL });
    return { ok: true, detail: `${REDIS_URL} emptied, both instances up` };
  });
  if (redisReady) {
    await warmAndEdit('7', session, EDITS);
    await report.run('7', "Next's cache entries kept in Redis", async () => {
      const keys = await withRedis((redis) => redis.dbSize());
      return { ok: keys > 0, detail: `${keys} keys in the test's Redis database` };
    });
  }

  await stopInstances();
  const controlReady = await report.run('8', 'restart both with INVALIDATION_LISTENER=off', async () => {
    await startInstances('control', { INVALIDATION_LISTENER: 'off' });
    return { ok: true, detail: 'both instances up, neither listening' };
  });
  if (controlReady) await warmAndEdit('8', session, CONTROL_EDITS, true);
}

try {
  requireBuild();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
killAllOnExit();

main()
  .catch((error) => report.add('-', 'the run', false, `error: ${error.stack ?? error}`))
  .finally(async () => {
    await Promise.all([...instances, ...(nginx ? [nginx] : [])].map(stopProcess)).catch(() => undefined);
    killAll();
    report.print((Date.now() - started) / 1000);
    if (report.ok) rmSync(dir, { recursive: true, force: true });
    else console.log(`logs of the instances and nginx kept in ${dir}`);
    process.exit(report.ok ? 0 : 1);
  });
