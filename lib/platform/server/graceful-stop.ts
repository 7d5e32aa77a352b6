/**
 * What the server does when told to stop (SIGTERM from an orchestrator, SIGINT from Ctrl+C). The
 * HTTP server in front (`npm start`'s lib/platform/server/serve.mjs, or `next start`'s own
 * next/dist/server/lib/start-server.js) stops accepting connections, lets requests in flight
 * finish, and then calls `process.exit(143 | 130)`. Neither offers a hook at that point, so we take the exit it asks for:
 * close the database (PGlite checkpoints and shuts down, so the next start needs no recovery, and
 * frees its data-dir lock; a PostgreSQL pool ends its sessions) and exit 0, a normal stop.
 */
import 'server-only';
import { closeDb } from '@/lib/platform/db';
import { logger } from '@/lib/platform/log/logger';

/**
 * Longest wait for requests in flight before the database is closed anyway: shorter than the grace
 * period docs/operations.md asks a supervisor to give before its SIGKILL.
 */
const DRAIN_DEADLINE_MS = 25_000;
/** Exit codes Next uses after a signal-initiated stop. */
const NEXT_SIGNAL_EXITS = new Set([130, 143]);

let installed = false;

/** Makes SIGTERM/SIGINT end with the database closed and exit code 0; once per process. */
export function closeDatabaseOnStop(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => onStop(signal));
}

function onStop(signal: NodeJS.Signals): void {
  const exit = process.exit.bind(process);
  let closing: Promise<void> | undefined;
  const closeThenExit = (code: number) => {
    closing ??= closeDb()
      .then(() => logger().info({ signal }, 'server stopped: requests finished, database closed'))
      .catch((err) => logger().error({ err }, 'database did not close cleanly'))
      .finally(() => exit(code));
  };
  logger().info({ signal }, 'stopping: no new connections, finishing requests in flight');
  // Next calls process.exit once its server has drained; close the database before that exit happens.
  process.exit = ((code?: number | string | null) => {
    const numeric = Number(code ?? 0);
    closeThenExit(NEXT_SIGNAL_EXITS.has(numeric) ? 0 : numeric);
  }) as typeof process.exit;
  setTimeout(() => {
    logger().warn(
      { signal, deadlineMs: DRAIN_DEADLINE_MS },
      'requests still in flight at the stop deadline; closing anyway',
    );
    closeThenExit(1);
  }, DRAIN_DEADLINE_MS).unref();
}
