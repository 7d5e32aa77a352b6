// @ts-check
/**
 * The metrics endpoint: with METRICS_PORT set (lib/ops/cli/start.mjs), a second listener, on
 * 127.0.0.1 unless METRICS_HOST says otherwise, answers GET /metrics in the Prometheus text format
 * (metrics-registry.mjs); the site's own port never does. The front server calls `observeRequest`
 * for every request; it costs nothing until `enableMetrics` ran.
 */
import { createServer } from 'node:http';
import { createMetrics } from './metrics-registry.mjs';
import { RouteTemplates } from './route-template.mjs';

const METRICS_PATH = '/metrics';
/** @type {Set<string | undefined>} */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** @type {{ metrics: import('./metrics-registry.mjs').SiteMetrics, routes: RouteTemplates } | undefined} */
let active;

/**
 * Starts counting requests, naming their routes by the build in `dir`; answers the registry.
 * @param {string} dir
 * @returns {import('./metrics-registry.mjs').SiteMetrics}
 */
export function enableMetrics(dir) {
  active ??= { metrics: createMetrics(), routes: RouteTemplates.fromBuild(dir) };
  return active.metrics;
}

/**
 * Counts `req` once its answer is sent: its route template, method and status, its duration, and,
 * when the front cache could answer it (`kind`: page, api), whether it did. A request for /metrics
 * is answered 404 here (returns true): the site's own port never serves the metrics.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {'page' | 'api'} [kind]
 * @returns {boolean}
 */
export function observeRequest(req, res, kind) {
  const metricsPath = (req.url ?? '/').split('?')[0] === METRICS_PATH;
  if (metricsPath) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
  if (!active) return metricsPath;
  const started = process.hrtime.bigint();
  const { metrics, routes } = active;
  const route = routes.match(req.url ?? '/');
  const method = METHODS.has(req.method) ? String(req.method) : 'other';
  let hit = false;
  if (kind) {
    // The front cache sends a kept answer with writeHead(status, headers), which getHeader cannot see.
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      /**
       * @param {number} status
       * @param {unknown[]} rest
       */
      function (status, ...rest) {
        hit = rest.some(
          (arg) =>
            Boolean(arg) &&
            typeof arg === 'object' &&
            /** @type {Record<string, unknown>} */ (arg)['x-page-cache'] === 'hit',
        );
        return Reflect.apply(writeHead, res, [status, ...rest]);
      }
    );
  }
  res.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.observe(route, method, res.statusCode, seconds);
    if (kind) metrics.pageCache(kind, hit);
  });
  return metricsPath;
}

/**
 * Listens on `host`:`port` for GET /metrics (everything else 404); resolves with the server.
 * @param {{ dir: string, host: string, port: number }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function startMetricsServer({ dir, host, port }) {
  const metrics = enableMetrics(dir);
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
      (error) => {
        console.error('metrics scrape failed', error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('scrape failed\n');
      },
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  // Not a reason to keep the process up: the site's server and its drain decide that.
  server.unref();
  return server;
}
