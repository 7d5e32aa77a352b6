/**
 * A PostgreSQL server of the fault tests' own, so they can crash it: initdb in a temporary folder and
 * pg_ctl on a port of the test's block, both run as the `postgres` user when the test runs as root
 * (initdb refuses root). Debian keeps the binaries in /usr/lib/postgresql/<version>/bin.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The folder of initdb and pg_ctl: Debian's newest, else whatever PATH has. */
function binDir() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(a) - Number(b));
    if (versions.length) return path.join(debian, versions.at(-1), 'bin');
  }
  return '';
}

/** Runs a PostgreSQL tool, as `postgres` when we are root. */
function runTool(bin, args) {
  const tool = bin ? path.join(bin, args[0]) : args[0];
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', tool, ...args.slice(1)]]
    : [tool, args.slice(1)];
  return execFileSync(command, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Resolves once the server on `port` accepts a query, or rejects after `timeoutMs`. */
async function waitUntilUp(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL on ${port} did not come up: ${error.message}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Creates and starts a server on 127.0.0.1:`port`; answers its URL (database `name`) and the ways to crash, start and remove it. */
export async function startOwnPostgres(port, name) {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'isp-faults-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  runTool(bin, ['initdb', '-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => {
    runTool(bin, ['pg_ctl', '-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
    await waitUntilUp(port, 30_000);
  };
  await start();
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${name}`,
    dir,
    /** Stops the server as a crash does: no shutdown checkpoint, every connection cut. */
    crash: () => runTool(bin, ['pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    /** Stops the server; removes its folder too unless `keep` (its log then stays for a failed run). */
    remove: (keep = false) => {
      try {
        runTool(bin, ['pg_ctl', '-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // not running
      }
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}
