/**
 * Fault step 4: the invalidation listeners' connections ended by the server (`pg_terminate_backend`).
 * Each reconnects (the readiness probe says so) and reads the tag times again, and the next saves
 * show at once on every instance. Its negative control: an instance running without a listener
 * serves stale copies after the same saves, so the check can fail.
 */
import pg from 'pg';
import { editAndRead, warm } from '../cluster/admin-edits.mjs';
import { call } from '../cluster/http.mjs';

const EDITS = 4;
const RECONNECT_MS = 10_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Ends every listener connection on the server; answers how many were ended. */
async function terminateListeners(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = 'isp-site-invalidation'",
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await client.end();
  }
}

/** Runs step 4 on `instances` (listening) and `control` (not listening); adds its rows to `report`. */
export async function listenerKill({ report, instances, control, session, postgres }) {
  const ended = await terminateListeners(postgres.url);
  const started = Date.now();
  const back = await Promise.all(
    instances.map(async ({ base }) => {
      while (Date.now() - started < RECONNECT_MS) {
        const res = await call(base, '/api/v1/health/ready', { signed: false }).catch(() => null);
        if (res?.status === 200) return Date.now() - started;
        await sleep(100);
      }
      return null;
    }),
  );
  const saves = await editAndRead(instances, session, EDITS);
  report.add(
    '4',
    'listener connections terminated: they reconnect and the next saves show everywhere',
    ended >= instances.length && back.every((ms) => ms !== null) && saves.edits === EDITS && saves.stale === 0,
    `${ended} listener connections ended; ready again after ${back.map((ms) => (ms === null ? 'never' : `${ms} ms`)).join(' and ')}; ` +
      `${saves.edits} edits, ${saves.stale} stale of ${saves.reads} reads`,
  );

  await warm([control]);
  const controlSaves = await editAndRead([instances[0], control], session, EDITS);
  report.add(
    '4-control',
    'an instance without a listener serves stale copies after the same saves',
    controlSaves.stale > 0,
    `${controlSaves.edits} edits, ${controlSaves.stale} stale of ${controlSaves.reads} reads`,
  );
  return { ended, reconnectMs: back, stale: saves.stale };
}
