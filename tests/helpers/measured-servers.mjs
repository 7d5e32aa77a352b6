/** Starting, watching and stopping the servers the measuring tools (tests/perf, tests/security) run against. */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearPageCache } from '../../lib/ops/cli/page-cache.mjs';

const root = process.cwd();
const nextBin = (dir) => path.join(dir, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Builds the site once when there is no production build, as `npm run build` does (the precompressed
 * assets and database template included), so the measured start-up is a built server's.
 */
export function ensureSiteBuild() {
  if (existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the site build failed');
}

/**
 * Builds the bare baseline app (tests/perf/baseline-app) with the same Next version. It is built
 * outside the repository because Turbopack would otherwise take the site's middleware along.
 */
export function ensureBaselineBuild() {
  const source = path.join(root, 'tests', 'perf', 'baseline-app');
  const dir = path.join(os.tmpdir(), 'isp-bench-baseline');
  const stamp = path.join(dir, '.next', 'BUILD_ID');
  const newest = Math.max(
    ...readdirSync(source, { recursive: true }).map((f) => statSync(path.join(source, f)).mtimeMs),
  );
  if (existsSync(stamp) && statSync(stamp).mtimeMs > newest) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['app', 'next.config.mjs', 'tsconfig.json'])
    cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  cpSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]); // hard links: fast, no copy
  const result = spawnSync(process.execPath, [nextBin(dir), 'build'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the baseline build failed');
  return dir;
}

/**
 * Starts a production server in `cwd` on `port` and resolves once `readyPath` answers 200: the
 * site as `npm start` runs it (`script`, lib/ops/cli/start.mjs), or plain `next start` (the baseline).
 */
export async function startServer(cwd, port, env, readyPath, script) {
  clearPageCache(cwd);
  const args = script ? [path.join(cwd, script)] : [nextBin(cwd), 'start', '-p', String(port)];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${readyPath}`);
      if (res.ok) return { child, startupMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server in ${cwd} did not start on port ${port}`);
}

function descendants(pid) {
  try {
    const out = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).trim();
    return out ? out.split('\n').flatMap((p) => [Number(p), ...descendants(Number(p))]) : [];
  } catch {
    return [];
  }
}

/** Resident memory of a process and its children, in MB. */
export function rssMb(pid) {
  let kb = 0;
  for (const p of [pid, ...descendants(pid)]) {
    try {
      const match = readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      kb += match ? Number(match[1]) : 0;
    } catch {
      // the process ended
    }
  }
  return kb / 1024;
}

/** Stops a server and waits for it to exit. */
export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
