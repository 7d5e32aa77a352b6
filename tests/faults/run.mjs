#!/usr/bin/env node
/**
 * `npm run test:faults`: the built site while its parts fail (docs/operations.md, "Outages"). It
 * runs its own PostgreSQL and Redis (so it can break them) and three instances on them: two as in
 * production (REDIS_URL, the invalidation listener) and a control instance (no Redis, no listener,
 * a long statement timeout) that each step's negative control uses. Steps: 1 PostgreSQL crashed
 * under traffic, 2 a statement held up by a lock, 3 Redis killed, 4 the listeners' connections
 * ended; then the extra steps of EXTRA_STEPS whose module exists. Prints the table and the figures,
 * writes reports/faults.json and exits 1 when a step failed (2 when there is no build). Every process
 * it started is ended on exit, and the temporary folder removed when every step held.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killAll, killAllOnExit, requireBuild, startInstance, stopProcess } from '../helpers/cluster-processes.mjs';
import { ClusterReport } from '../cluster/report.mjs';
import { createStaffAccount, signIn } from '../cluster/staff.mjs';
import { databaseOutage } from './database-outage.mjs';
import { listenerKill } from './listener-kill.mjs';
import { startOwnPostgres } from './own-postgres.mjs';
import { startOwnRedis } from './own-redis.mjs';
import { redisKill } from './redis-kill.mjs';
import { statementLock } from './statement-lock.mjs';

const PORTS = { postgres: 3351, redis: 3352, instances: [3353, 3354], control: 3355, metrics: [3356, 3357, 3358] };
// Ports handed to extra steps (e.g. a rolling deploy's nginx and instances).
const EXTRA_PORTS = { nginx: 3360, instances: [3361, 3362, 3363, 3364], metrics: [3365, 3366, 3367, 3368] };
/**
 * Step modules run after the steps above when their file exists: `{ file, name }` of an exported
 * `async ({ report, ports }) => figures` that throws when a check fails; `rows` names its report lines.
 */
const EXTRA_STEPS = [
  {
    file: 'rolling-deploy.mjs',
    name: 'rollingDeploy',
    rows: (figures) => [
      ['5', 'a rolling deploy of a second build across two instances behind nginx', figures.deploy],
      ['5-control', 'the same deploy without the shared asset folder misses assets', figures.control],
    ],
  },
];
const DATABASE = 'isp_faults';
const SITE_URL = `http://127.0.0.1:${PORTS.instances[0]}`;

const report = new ClusterReport('reports/faults.json');
const figures = {};
const started = Date.now();
const dir = mkdtempSync(path.join(os.tmpdir(), 'isp-faults-'));
let postgres;
let redis;
const instances = [];

/** Starts one instance on `port` on the test's database; `extra` settings override the production-like ones. */
async function start(port, metricsPort, extra) {
  const env = {
    DATABASE_URL: postgres.url,
    SITE_URL,
    ADMIN_EMAIL: 'admin@example.com',
    DATA_DIR: path.join(dir, `data-${port}`),
    ALTCHA_MAX_NUMBER: '2000',
    // Read by the metrics listener where there is one; ignored otherwise.
    METRICS_PORT: String(metricsPort),
    ...extra,
  };
  const instance = await startInstance(port, env, path.join(dir, `instance-${port}.log`));
  const entry = { ...instance, metricsPort };
  instances.push(entry);
  return entry;
}

async function main() {
  let site;
  let other;
  let control;
  let session;
  const up = await report.run('0', 'start PostgreSQL, Redis and three instances of the build', async () => {
    postgres = await startOwnPostgres(PORTS.postgres, DATABASE);
    redis = await startOwnRedis(PORTS.redis, dir);
    // the first start migrates the fresh database; the others then start together
    site = await start(PORTS.instances[0], PORTS.metrics[0], { REDIS_URL: redis.url });
    [other, control] = await Promise.all([
      start(PORTS.instances[1], PORTS.metrics[1], { REDIS_URL: redis.url }),
      start(PORTS.control, PORTS.metrics[2], { INVALIDATION_LISTENER: 'off', DB_STATEMENT_TIMEOUT_MS: '60000' }),
    ]);
    const account = createStaffAccount(postgres.url, path.join(dir, 'cli-data'));
    session = await signIn(site.base, account, SITE_URL);
    return {
      ok: true,
      detail: `PostgreSQL :${PORTS.postgres}, Redis :${PORTS.redis}, instances :${site.port} :${other.port}, control :${control.port}`,
    };
  });
  if (!up) return;
  const context = { report, instances: [site, other], site, control, session, postgres, redis };
  for (const [name, step] of [
    ['databaseOutage', databaseOutage],
    ['statementLock', statementLock],
    ['redisKill', redisKill],
    ['listenerKill', listenerKill],
  ]) {
    figures[name] = await step(context).catch((error) => {
      report.add('-', name, false, `error: ${error.stack ?? error}`);
      return undefined;
    });
  }
  await Promise.all(instances.map(stopProcess));
  for (const extra of EXTRA_STEPS) {
    const file = path.join(import.meta.dirname, extra.file);
    if (!existsSync(file)) continue;
    const steps = await import(file);
    const ports = [EXTRA_PORTS.nginx, ...EXTRA_PORTS.instances];
    figures[extra.name] = await steps[extra.name]({ report: {}, ports }).then(
      (result) => {
        for (const [step, name, detail] of extra.rows(result)) report.add(step, name, true, JSON.stringify(detail));
        return result;
      },
      (error) => {
        report.add('-', extra.name, false, `error: ${error.stack ?? error}`);
        return undefined;
      },
    );
  }
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
    await Promise.all(instances.map(stopProcess)).catch(() => undefined);
    killAll();
    postgres?.remove(!report.ok);
    report.print((Date.now() - started) / 1000, figures);
    console.log(`\nfigures: ${JSON.stringify(figures, null, 2)}`);
    if (report.ok) rmSync(dir, { recursive: true, force: true });
    else console.log(`logs of the instances and Redis kept in ${dir}, PostgreSQL's in ${postgres?.dir}`);
    process.exit(report.ok ? 0 : 1);
  });
