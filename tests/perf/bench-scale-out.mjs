/**
 * The scale-out rows of `npm run bench`: the home page from one instance on a PostgreSQL database,
 * then from two instances of the same build on the same database behind nginx (deploy/nginx), the
 * way docs/scaling.md runs them. A two-core machine cannot show the gain of a second instance, so
 * these rows are judged on errors only; their throughput is there to compare.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshPgDatabase, startInstance, stopProcess } from '../helpers/cluster-processes.mjs';
import { startNginx } from '../helpers/nginx.mjs';

const DATABASE = 'isp_site_bench';
const TARGET = '/rus';

/**
 * Measures the two rows with `measure(url)` (bench.mjs's warm-up and run), using `ports` (the first
 * instance, the second, nginx); answers them in bench's row shape.
 */
export async function scaleOutRows(measure, [firstPort, secondPort, nginxPort]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'isp-bench-scale-'));
  const databaseUrl = await freshPgDatabase(DATABASE);
  const env = (port) => ({
    DATABASE_URL: databaseUrl,
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    TRUSTED_PROXIES: '127.0.0.1',
    DATA_DIR: path.join(dir, `data-${port}`),
  });
  const started = [];
  try {
    started.push(await startInstance(firstPort, env(firstPort), path.join(dir, `instance-${firstPort}.log`)));
    const one = await measure(`http://127.0.0.1:${firstPort}${TARGET}`);
    started.push(await startInstance(secondPort, env(secondPort), path.join(dir, `instance-${secondPort}.log`)));
    started.push(await startNginx(path.join(dir, 'nginx'), nginxPort, [firstPort, secondPort]));
    const two = await measure(`http://127.0.0.1:${nginxPort}${TARGET}`);
    return [
      { name: 'home, 1 instance on PG', path: TARGET, scaleOut: true, ...one },
      { name: 'home, 2 instances + nginx', path: TARGET, scaleOut: true, ...two },
    ];
  } finally {
    await Promise.all(started.map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  }
}
