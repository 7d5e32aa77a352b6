// @ts-check
/**
 * The Prometheus metrics of one instance (prom-client): the front server's request counts and
 * durations by route template, and, read at each scrape, what the application counted and set through
 * lib/platform/metrics/bridge.mjs (caches, rate limits, captcha, invalidation listener) and what its probes
 * answer (database, pool, outboxes, inbox). Names and meanings are in docs/operations.md.
 */
import client from 'prom-client';
import { readCounts, readValue, runProbes } from '../metrics/bridge.mjs';

// Request durations from a cached page (milliseconds) to a slow render or a statement timeout.
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const INBOX_SECTIONS = ['requests', 'messages', 'resumes', 'ratings'];

/**
 * What the database probe (lib/platform/metrics/probes.ts) answers.
 * @typedef {{
 *   up?: number, poolInUse?: number, poolWaiting?: number,
 *   outboxPending?: Record<string, number>, inboxNew?: Record<string, number>,
 * }} DatabaseFigures
 */
/**
 * The front server's registry.
 * @typedef {{
 *   contentType: string,
 *   observe(route: string, method: string, status: number, seconds: number): void,
 *   pageCache(kind: string, hit: boolean): void,
 *   scrape(): Promise<string>,
 * }} SiteMetrics
 */

/**
 * Makes a counter whose values are the bridge's counts of `event` at each scrape.
 * @param {client.Registry} registry
 * @param {string} name
 * @param {string} help
 * @param {string} event
 * @param {string[]} [labelNames]
 * @returns {() => void}
 */
function bridgedCounter(registry, name, help, event, labelNames = []) {
  const counter = new client.Counter({ name, help, labelNames, registers: [registry] });
  return () => {
    counter.reset();
    for (const { labels, value } of readCounts(event)) counter.inc(labels, value);
  };
}

/**
 * A registry with every metric of the site, and `scrape()` answering its text (probes asked first).
 * @returns {SiteMetrics}
 */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  /**
   * @param {string} name
   * @param {string} help
   * @param {string[]} [labelNames]
   */
  const gauge = (name, help, labelNames = []) => new client.Gauge({ name, help, labelNames, registers: [registry] });

  const requests = new client.Counter({
    name: 'isp_http_requests_total',
    help: 'Requests answered by the front server, by route template, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: 'isp_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route template and method.',
    labelNames: ['route', 'method'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCacheHits = new client.Counter({
    name: 'isp_page_cache_hits_total',
    help: 'Public pages (kind=page) and signed content API reads (kind=api) answered from the front cache.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const pageCacheMisses = new client.Counter({
    name: 'isp_page_cache_misses_total',
    help: 'Public pages and content API reads the front cache could not answer (passed to Next).',
    labelNames: ['kind'],
    registers: [registry],
  });
  const bridged = [
    bridgedCounter(
      registry,
      'isp_next_cache_hits_total',
      "Next's cache handler lookups answered, by store (lru, redis).",
      'next_cache_hit',
      ['store'],
    ),
    bridgedCounter(
      registry,
      'isp_next_cache_misses_total',
      "Next's cache handler lookups with no usable entry, by store.",
      'next_cache_miss',
      ['store'],
    ),
    bridgedCounter(
      registry,
      'isp_rate_limited_total',
      'Requests refused with 429 by the per-address limit, by bucket.',
      'rate_limited',
      ['bucket'],
    ),
    bridgedCounter(
      registry,
      'isp_captcha_failures_total',
      'Captcha solutions refused (invalid, expired or already used).',
      'captcha_failure',
    ),
  ];
  const dbUp = gauge('isp_db_up', '1 when the database answered the last scrape within 2 s, else 0.');
  const poolInUse = gauge(
    'isp_db_pool_in_use',
    'Connections of the PostgreSQL pool checked out (0 on the embedded database).',
  );
  const poolWaiting = gauge('isp_db_pool_waiting', 'Queries waiting for a pool connection.');
  const listenerUp = gauge(
    'isp_invalidation_listener_connected',
    '1 while the invalidation listener holds its LISTEN connection.',
  );
  const notificationAge = gauge(
    'isp_invalidation_last_notification_age_seconds',
    'Seconds since the listener last heard an admin save or reloaded the tag table on (re)connecting (0 before it first connects).',
  );
  const outbox = gauge(
    'isp_outbox_pending',
    'Items stored but not yet sent: billing (connection requests), mail (staff notifications).',
    ['queue'],
  );
  const inbox = gauge('isp_inbox_new_items', 'Inbox items nobody has taken up, by section.', ['section']);
  const lastBackup = gauge(
    'isp_backup_last_success_timestamp_seconds',
    'Unix time of the last scheduled backup that was written and verified (absent before the first).',
  );

  /** Sets the gauges from the probes' and the bridge's current figures. */
  async function refresh() {
    const database = /** @type {DatabaseFigures | undefined} */ ((await runProbes()).database);
    dbUp.set(database?.up ?? 0);
    poolInUse.set(database?.poolInUse ?? 0);
    poolWaiting.set(database?.poolWaiting ?? 0);
    outbox.reset();
    for (const [queue, value] of Object.entries(database?.outboxPending ?? {})) outbox.set({ queue }, value);
    inbox.reset();
    for (const section of INBOX_SECTIONS) {
      const count = database?.inboxNew?.[section];
      if (count !== undefined) inbox.set({ section }, count);
    }
    listenerUp.set(readValue('invalidation_listener_connected') ?? 0);
    const heard = readValue('invalidation_last_notification_at');
    notificationAge.reset();
    if (heard !== undefined) notificationAge.set((Date.now() - heard) / 1000);
    const backedUp = readValue('backup_last_success_at');
    lastBackup.set((backedUp ?? 0) / 1000);
    for (const sync of bridged) sync();
  }

  return {
    contentType: registry.contentType,
    /** Counts one answered request. */
    observe(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      durations.observe({ route, method }, seconds);
    },
    /** Counts a front cache lookup of `kind` (page, api). */
    pageCache(kind, hit) {
      (hit ? pageCacheHits : pageCacheMisses).inc({ kind });
    },
    /** The exposition text of every metric, its gauges refreshed first. */
    async scrape() {
      await refresh();
      return registry.metrics();
    },
  };
}
