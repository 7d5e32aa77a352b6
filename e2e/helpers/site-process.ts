/**
 * Site servers a spec starts, kills and restarts itself (durability, graceful stop), apart from the
 * shared e2e server: the production build on a spare port and a data directory of their own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The n-th spare port of this e2e run (E2E_PORT + 20 + n), so parallel runs on one machine keep apart. */
export function sparePort(n: number): number {
  return E2E_PORT + 20 + n;
}

/** How the server is started: `npm start`'s script (lib/ops/cli/start.mjs) or a bare `next start`. */
export type Launcher = 'start.mjs' | 'next start';

export type SiteProcess = {
  base: string;
  child: ChildProcess;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (null when ended by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILLs the server's whole process group (a crash; also the clean-up after a failed test). */
  crash: () => void;
};

/** Whether something already listens on `port` (then its health answer would be taken for ours). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts the built site (in `cwd`, this project unless given) and resolves once GET /api/v1/health answers 200. */
export async function startSite(
  launcher: Launcher,
  port: number,
  env: Record<string, string>,
  cwd?: string,
): Promise<SiteProcess> {
  if (await portTaken(port)) throw new Error(`port ${port} is already in use`);
  const args =
    launcher === 'start.mjs'
      ? ['lib/ops/cli/start.mjs']
      : [path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port)];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      // Specs sign in with a password only; e2e/staff-sign-in-with-two-factor.spec.ts sets its own REQUIRE_2FA.
      REQUIRE_2FA: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
    detached: true, // its own process group, so a crash takes `next start` along with start.mjs
  });
  const crash = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, child, output: () => text, exited, crash };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  crash();
  throw new Error(`the site did not start on port ${port}:\n${text}`);
}

/**
 * Whether PGlite in `dataDir` was shut down cleanly: the cluster state in global/pg_control
 * (offset 16, PostgreSQL's DBState) is 1 'shut down' after a clean stop and stays
 * 6 'in production' when the process died with the database open.
 */
export function pgliteShutDownCleanly(dataDir: string): boolean {
  const control = readFileSync(path.join(dataDir, 'pg', 'global', 'pg_control'));
  return control.readInt32LE(16) === 1;
}
