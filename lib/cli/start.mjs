#!/usr/bin/env node
/**
 * `npm start`: builds once when there is no production build, then serves it with `next start`
 * on PORT (default 3000). The server opens the database on its first request, migrating and
 * seeding it; we make that first request at once so set-up (and the one-time print of the first
 * admin password) happens at start-up, not on a visitor's request.
 * Plain JavaScript so that starting needs no TypeScript tooling.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { clearPageCache } from './page-cache.mjs';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT || '3000';

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build found: building first (one time)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

clearPageCache(root);
const server = spawn(process.execPath, [nextBin, 'start', '-p', port], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

const started = Date.now();
async function warmUp() {
  while (Date.now() - started < 60_000 && server.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (response.ok) {
        console.log(`Ready: http://localhost:${port}/rus (database prepared in ${Date.now() - started} ms)`);
        return;
      }
      const body = await response.text();
      console.error(`Health check answered ${response.status}: ${body}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
warmUp();
