#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds once when there is no production build, then serves it (lib/platform/server/serve.mjs:
 * Next behind the front page cache) on PORT (default 3000). The server sets up its database (migrations,
 * demo content, the one-time print of the first admin password) before it serves (instrumentation.ts);
 * a health request once it listens confirms the database answers.
 * A build without its database schema template (made by a bare `next build`, or for another PGlite
 * version) is completed first, so that a fresh data directory never runs initdb inside the server,
 * and so is one whose assets have no precompressed copies yet (lib/platform/server/precompress.mjs).
 * The configuration is validated first with the server's own schema (lib/platform/env-schema.mjs), before any
 * build or database work is spent; TRUSTED_PROXIES goes to the front server that decides each
 * visitor's address (lib/platform/server/client-address.mjs); without SITE_URL one warning line says that
 * absolute URLs name localhost. With METRICS_PORT a second listener serves GET /metrics (lib/platform/server/metrics.mjs).
 * Plain JavaScript so that starting needs no TypeScript tooling.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { schemaTemplateDir, usableTemplate } from '../../platform/db/template.mjs';
import { ConfigError, env, enterProductionMode } from '../../platform/env-schema.mjs';
import { isPrecompressed, precompressStatic } from '../../platform/server/precompress.mjs';
import { enableMetrics, startMetricsServer } from '../../platform/server/metrics.mjs';
import { serveSite } from '../../platform/server/serve.mjs';
import { clearPageCache } from './page-cache.mjs';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxBin = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const started = Date.now();
enterProductionMode();

/** The validated configuration, or the end of the process with the message naming each bad variable. */
function configOrExit() {
  try {
    return env();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = configOrExit();
const { PORT: port, METRICS_PORT: metricsPort, METRICS_HOST: metricsHost, TRUSTED_PROXIES: trustedProxies } = config;
if (config.SITE_URL === `http://localhost:${port}`) {
  console.warn(
    `SITE_URL is not set: canonical links, hreflang, the sitemap and robots.txt will show search engines http://localhost:${port} URLs.`,
  );
}

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build found: building first (one time)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!usableTemplate(schemaTemplateDir(root), root)) {
  // what `npm run db:template` runs; in a process of its own, so initdb's memory is not the server's
  const template = spawnSync(
    process.execPath,
    [tsxBin, '--conditions=react-server', path.join('lib', 'ops', 'cli', 'db-template.ts')],
    { stdio: 'inherit' },
  );
  if (template.status !== 0)
    console.error(
      'Could not make the database schema template: a fresh data directory will run initdb in the server (slower, more memory).',
    );
}

if (!isPrecompressed(root)) {
  // what `npm run build` runs after `next build`: the build's assets compressed once, not per request
  try {
    await precompressStatic(root);
  } catch (error) {
    // A read-only build folder, say: Next then compresses each asset request itself, as before.
    console.error(
      `Could not precompress the build's assets (${error instanceof Error ? error.message : error}); Next will compress them per request.`,
    );
  }
}

clearPageCache(root);
if (metricsPort) enableMetrics(root);
await serveSite({ dir: root, port, trustedProxies });
if (metricsPort) {
  await startMetricsServer({ dir: root, host: metricsHost, port: metricsPort });
  console.log(`Metrics: http://${metricsHost}:${metricsPort}/metrics`);
}

try {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
  if (response.ok)
    console.log(`Ready: http://localhost:${port}/rus (started and database prepared in ${Date.now() - started} ms)`);
  else console.error(`Health check answered ${response.status}: ${await response.text()}`);
} catch (error) {
  console.error('Health check failed:', error);
}
