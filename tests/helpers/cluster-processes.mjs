/**
 * The processes of a scale-out run (`npm run test:cluster`, `npm run bench`): a fresh PostgreSQL
 * database, site instances started as `npm start` starts them (lib/ops/cli/start.mjs), each in its own
 * process group so that a SIGKILL takes it whole, and a clean-up that ends every one of them, also
 * when the run fails or is interrupted.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = process.cwd();
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
// Settings an instance gets only from the caller, never from the shell that runs the tool.
const OWN_SETTINGS = [
  'ALTCHA_HMAC_KEY',
  'DATABASE_URL',
  'DATA_DIR',
  'INVALIDATION_LISTENER',
  'PORT',
  'REDIS_URL',
  'SITE_URL',
  'TRUSTED_PROXIES',
  'UPLOAD_DIR',
];
const running = new Set();

/** Throws a clear message when there is no production build to run (`npm run build` makes it). */
export function requireBuild() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error('No production build (.next/BUILD_ID): run `npm run build` first.');
}

/** Drops and creates the PostgreSQL database `name` on 127.0.0.1:5432; answers its URL. */
export async function freshPgDatabase(name) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`no PostgreSQL at 127.0.0.1:5432 (${error.message}); .ci/run starts one`);
  }
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return `postgres://postgres@127.0.0.1:5432/${name}`;
}

/** Starts `args` under `process.execPath` (or `command`) in a process group of its own, in `cwd`, writing to `logFile`; registered for stopAll. */
export function spawnGroup(command, args, env, logFile, cwd = root) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  return { child, exited, signal, log: () => readFileSync(logFile, 'utf8') };
}

/**
 * Starts one instance of the built site in `cwd` (default: this checkout) on `port` with `env`
 * (DATABASE_URL, SITE_URL, DATA_DIR…) and resolves once GET /api/v1/health answers 200; logs go to `logFile`.
 */
export async function startInstance(port, env, logFile, cwd = root) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k]) => !OWN_SETTINGS.includes(k)));
  const proc = spawnGroup(
    process.execPath,
    ['lib/ops/cli/start.mjs'],
    // The staff scripts sign in with a password only; two-factor sign-in has its own e2e spec.
    { ...inherited, NODE_ENV: 'production', LOG_LEVEL: 'warn', REQUIRE_2FA: 'none', ...env, PORT: String(port) },
    logFile,
    cwd,
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && proc.child.exitCode === null && proc.child.signalCode === null) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { ...proc, port, base, stop: () => stopProcess(proc) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.signal('SIGKILL');
  throw new Error(`the instance on port ${port} did not start; its log (${logFile}):\n${proc.log().slice(-3000)}`);
}

/** Stops a started process with SIGTERM, and SIGKILL after 30 s (the site's own drain deadline is 25 s). */
export async function stopProcess(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.signal('SIGTERM');
  const late = setTimeout(() => proc.signal('SIGKILL'), 30_000);
  await proc.exited;
  clearTimeout(late);
}

/** SIGKILLs every process group still running (synchronous, so it also runs from an 'exit' handler). */
export function killAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
}

/** Makes sure no started process outlives this one, whichever way it ends. */
export function killAllOnExit() {
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
}
