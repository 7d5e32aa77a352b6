/** A Redis server of the fault tests' own on a port of their block, so they can kill it and start it again. */
import path from 'node:path';
import { spawnGroup } from '../helpers/cluster-processes.mjs';
import { listening } from '../helpers/nginx.mjs';

/** Starts redis-server on 127.0.0.1:`port` (no persistence), logging into `dir`; answers its URL and the ways to kill and restart it. */
export async function startOwnRedis(port, dir) {
  let proc;
  const start = async () => {
    proc = spawnGroup(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      process.env,
      path.join(dir, 'redis.log'),
    );
    for (let i = 0; i < 100 && !(await listening(port)); i += 1) await new Promise((r) => setTimeout(r, 50));
    if (!(await listening(port))) throw new Error(`redis-server did not start on ${port}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}/0`,
    /** Kills it (SIGKILL) and waits for its end. */
    kill: async () => {
      proc.signal('SIGKILL');
      await proc.exited;
    },
    start,
  };
}
