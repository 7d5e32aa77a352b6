/**
 * The metrics endpoint (lib/platform/server/metrics.mjs): after known traffic through the front server and
 * known calls into the application (rate limit, captcha, Next's cache handler, listener, outbox,
 * inbox), GET /metrics on the second listener names each series with its labels and the right value;
 * the database's gauge drops to 0 when it does not answer. The site's own port is checked end to end
 * on the production build (e2e/metrics.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireCaptcha } from '@/lib/platform/abuse/captcha';
import { enforceRateLimitFor } from '@/lib/platform/abuse/rate-limit';
import CacheHandler from '@/lib/platform/cache-handler/index.mjs';
import { getListenSource, installTestDatabase, openSharedDb } from '@/lib/platform/db';
import { recordGoodBackup } from '@/lib/platform/db/backup/last-good';
import { openDb } from '@/lib/platform/db/client';
import { notificationOutbox } from '@/lib/platform/db/schema';
import { startInvalidationListener, type InvalidationListener } from '@/lib/platform/invalidation/listener';
import { TagTimes } from '@/lib/platform/invalidation/tag-times.mjs';
import { registerMetricsProbes } from '@/lib/platform/metrics/probes';
import { enableMetrics, startMetricsServer } from '@/lib/platform/server/metrics.mjs';
import { createSiteServer } from '@/lib/platform/server/serve.mjs';
import { solvedCaptcha } from './helpers/captcha';
import { setupTestDatabase } from './helpers/database';
import { plantMessage, plantRequest } from './helpers/inbox';

const db = setupTestDatabase();
// Route patterns as Next writes them in .next/routes-manifest.json.
const MANIFEST = {
  staticRoutes: [{ page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' }],
  dynamicRoutes: [
    { page: '/[lang]/news/[id]', regex: '^/([^/]+?)/news/([^/]+?)(?:/)?$' },
    { page: '/[lang]', regex: '^/([^/]+?)(?:/)?$' },
  ],
};

let dir: string;
let site: Server;
let metricsServer: Server;
let listener: InvalidationListener;
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Next's stand-in: a shareable page for /rus/news/N, 404 for anything else. */
async function fakeNext(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (/^\/rus\/news\/\d+$/.test(req.url ?? '')) {
    // as Next writes a page: headers set one by one, then the body
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 's-maxage=60');
    res.end('<!doctype html><html><head></head><body>новость</body></html>');
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('not found by Next');
}

/** The samples of the endpoint's text, as `name{labels}` → value. */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(`${urlOf(metricsServer)}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return samples;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'isp-metrics-'));
  mkdirSync(path.join(dir, '.next'));
  writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify(MANIFEST));
  enableMetrics(dir);
  registerMetricsProbes();
  site = createSiteServer(fakeNext);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  metricsServer = await startMetricsServer({ dir, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await listener?.stop();
  site?.close();
  metricsServer?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /metrics on the metrics listener', () => {
  it('counts requests by route template, method and status, with their durations and the front cache', async () => {
    const before = await scrape();
    for (const url of ['/rus/news/12', '/rus/news/12', '/rus/news/12', '/rus/news/13', '/no/such/page/here'])
      await fetch(`${urlOf(site)}${url}`);
    await fetch(`${urlOf(site)}/rus/news/12`, { method: 'HEAD' });
    const after = await scrape();
    const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);

    expect(delta('isp_http_requests_total{route="/[lang]/news/[id]",method="GET",status="200"}')).toBe(4);
    expect(delta('isp_http_requests_total{route="/[lang]/news/[id]",method="HEAD",status="200"}')).toBe(1);
    expect(delta('isp_http_requests_total{route="(unmatched)",method="GET",status="404"}')).toBe(1);
    // no series carries a raw path
    expect([...after.keys()].filter((key) => key.includes('/rus/'))).toEqual([]);
    expect(delta('isp_http_request_duration_seconds_count{route="/[lang]/news/[id]",method="GET"}')).toBe(4);
    expect(
      after.get('isp_http_request_duration_seconds_bucket{le="+Inf",route="/[lang]/news/[id]",method="GET"}'),
    ).toBe(after.get('isp_http_request_duration_seconds_count{route="/[lang]/news/[id]",method="GET"}'));
    // /rus/news/12 rendered once, then answered from the front cache three times (HEAD included); /13 once
    expect(delta('isp_page_cache_misses_total{kind="page"}')).toBe(2);
    expect(delta('isp_page_cache_hits_total{kind="page"}')).toBe(3);
  });

  it("counts refused rate limits by bucket, refused captchas and Next's cache lookups by store", async () => {
    const before = await scrape();
    const refusals = [];
    for (let i = 0; i < 12; i++)
      refusals.push(
        await enforceRateLimitFor('203.0.113.77', 'contact').then(
          () => 'ok',
          () => 'refused',
        ),
      );
    expect(refusals.filter((r) => r === 'refused')).toHaveLength(2);
    const solved = await solvedCaptcha('203.0.113.78');
    await requireCaptcha(solved);
    await expect(requireCaptcha(solved)).rejects.toThrow();
    await expect(requireCaptcha('not a captcha')).rejects.toThrow();
    const cache = new CacheHandler();
    expect(await cache.get('metrics-test-key')).toBeNull();
    await cache.set('metrics-test-key', { kind: 'FETCH', data: { body: 'x' } }, { tags: [] });
    expect(await cache.get('metrics-test-key')).not.toBeNull();
    const after = await scrape();
    const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);

    expect(delta('isp_rate_limited_total{bucket="contact"}')).toBe(2);
    expect(delta('isp_captcha_failures_total')).toBe(2);
    expect(delta('isp_next_cache_misses_total{store="lru"}')).toBe(1);
    expect(delta('isp_next_cache_hits_total{store="lru"}')).toBe(1);
  });

  it('reports the database, its outboxes and inbox, the listener and the process', async () => {
    const base = await scrape();
    await plantRequest(db());
    await plantMessage(db());
    await db().insert(notificationOutbox).values({ section: 'messages', itemId: 1 });
    listener = startInvalidationListener(await getListenSource(), { times: new TagTimes() });
    await listener.ready;
    const samples = await scrape();

    expect(samples.get('isp_db_up')).toBe(1);
    expect(samples.get('isp_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(samples.get('isp_db_pool_waiting')).toBe(0);
    expect(samples.get('isp_outbox_pending{queue="billing"}')).toBe(
      (base.get('isp_outbox_pending{queue="billing"}') ?? 0) + 1,
    );
    expect(samples.get('isp_outbox_pending{queue="mail"}')).toBe(
      (base.get('isp_outbox_pending{queue="mail"}') ?? 0) + 1,
    );
    expect(samples.get('isp_inbox_new_items{section="messages"}')).toBe(
      (base.get('isp_inbox_new_items{section="messages"}') ?? 0) + 1,
    );
    for (const section of ['requests', 'resumes', 'ratings'])
      expect(samples.get(`isp_inbox_new_items{section="${section}"}`)).toBeTypeOf('number');
    expect(samples.get('isp_invalidation_listener_connected')).toBe(1);
    // it just reloaded the tag table: as fresh as a notification (the probes' queries took some time since)
    const age = samples.get('isp_invalidation_last_notification_age_seconds');
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(30);
    expect(samples.get('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(samples.get('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    await listener.stop();
    expect((await scrape()).get('isp_invalidation_listener_connected')).toBe(0);
  });

  it('reports when the last verified scheduled backup was made, once there is one', async () => {
    expect((await scrape()).get('isp_backup_last_success_timestamp_seconds')).toBe(0);
    recordGoodBackup(new Date('2026-01-02T22:00:00Z'));
    expect((await scrape()).get('isp_backup_last_success_timestamp_seconds')).toBe(
      Date.parse('2026-01-02T22:00:00Z') / 1000,
    );
  });

  it('says the database is down (0) within the probe timeout when it does not answer', async () => {
    const working = await openSharedDb();
    // nothing listens on port 1: every query fails
    const unreachable = await openDb({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: 'memory:' });
    installTestDatabase(unreachable);
    try {
      const started = Date.now();
      const samples = await scrape();
      expect(samples.get('isp_db_up')).toBe(0);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect([...samples.keys()].filter((key) => key.startsWith('isp_outbox_pending'))).toEqual([]);
    } finally {
      installTestDatabase(working);
      await unreachable.close();
    }
  });

  it("answers 404 for /metrics on the site's own port, without asking Next", async () => {
    const response = await fetch(`${urlOf(site)}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found\n');
    expect((await fetch(`${urlOf(site)}/metrics?x=1`)).status).toBe(404);
  });

  it('answers 404 for anything but /metrics', async () => {
    expect((await fetch(`${urlOf(metricsServer)}/`)).status).toBe(404);
    expect((await fetch(`${urlOf(metricsServer)}/rus`)).status).toBe(404);
  });
});
