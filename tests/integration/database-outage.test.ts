/**
 * The database unreachable: every call that needs it answers the translated 503 envelope with
 * Retry-After within the bound (never a 500, never "allowed"), the liveness probe still answers 200,
 * the readiness probe names what is down, and a connection request sent again with its
 * Idempotency-Key once the database is back is stored once.
 */
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/v1/health/route';
import { GET as live } from '@/app/api/v1/health/live/route';
import { GET as ready } from '@/app/api/v1/health/ready/route';
import { GET as getFaq } from '@/app/api/v1/faq/[lang]/route';
import { GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { POST as onlineRequest } from '@/app/api/v1/billing/online_request/route';
import { enforceRateLimitFor } from '@/lib/platform/abuse/rate-limit';
import { requireCaptcha } from '@/lib/platform/abuse/captcha';
import { toErrorResponse } from '@/lib/http/api/error-response';
import { stopOutbox } from '@/lib/visitors/billing/outbox';
import { isDbUnavailable } from '@/lib/platform/db/reachability.mjs';
import { installTestDatabase, openSharedDb } from '@/lib/platform/db';
import { openDb } from '@/lib/platform/db/client';
import { connectionRequests } from '@/lib/platform/db/schema';
import { noteListenerConnected } from '@/lib/platform/invalidation/connection-state';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { solvedCaptcha } from './helpers/captcha';
import { CONNECTION_REQUEST } from './helpers/connection-request';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
afterAll(() => stopOutbox());

// The bound: an answer within 3 s, however the database fails.
const BOUND_MS = 3_000;

/** A local port nothing listens on: a connection to it is refused at once, as to a crashed server. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `fn` with the process-wide database replaced by a server that cannot be reached. */
async function withDatabaseDown<T>(fn: () => Promise<T>): Promise<T> {
  const previous = await openSharedDb();
  const down = await openDb({
    databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/gone`,
    dataDir: 'memory:',
    timeouts: { connectMs: 1_000, statementMs: 1_000 },
  });
  installTestDatabase(down);
  try {
    return await fn();
  } finally {
    installTestDatabase(previous);
    await down.close();
  }
}

/** Calls a route and measures how long its answer took. */
async function timed<T>(call: () => Promise<T>): Promise<T & { ms: number }> {
  const started = performance.now();
  const res = await call();
  return { ...res, ms: performance.now() - started };
}

function expectUnavailable(
  res: { status: number; json: unknown; headers: Headers; ms: number },
  messages: typeof rus | typeof uzb,
) {
  expect(res.status).toBe(503);
  expect(res.json).toEqual({
    status: 'error',
    error: {
      name: messages.Errors.unavailable.name,
      message: messages.Errors.unavailable.message,
      code: 'unavailable',
    },
  });
  expect(res.headers.get('retry-after')).toBe('30');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.ms).toBeLessThan(BOUND_MS);
}

describe('the database unreachable', () => {
  it('answers a signed content read with the 503 envelope in the caller language', async () => {
    await withDatabaseDown(async () => {
      const res = await timed(() => callRoute(getFaq, '/api/v1/faq/uzb?lang=uzb', { params: { lang: 'uzb' } }));
      expectUnavailable(res, uzb);
    });
  });

  it('answers a connection request 503, and its retry with the same Idempotency-Key is stored once', async () => {
    const altcha = await solvedCaptcha();
    const headers = { [CLIENT_IP_HEADER]: '10.30.0.1', 'idempotency-key': 'outage-key-0001' };
    const send = () =>
      timed(() =>
        callRoute(onlineRequest, '/api/v1/billing/online_request', {
          method: 'POST',
          body: { ...CONNECTION_REQUEST, altcha },
          headers,
        }),
      );
    await withDatabaseDown(async () => expectUnavailable(await send(), rus));
    const [first, second] = [await send(), await send()];
    expect(first.status).toBe(200);
    expect(second.json.data.reference).toBe(first.json.data.reference);
    const rows = await db()
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.idempotencyKey, 'outage-key-0001'));
    expect(rows).toHaveLength(1);
  });

  it('answers a signed-in admin call 503: the session lookup never lets it through or fails with 500', async () => {
    await ensureAccount(db(), 'dev@outage.example', 'developer');
    const { cookie } = await login('dev@outage.example');
    await withDatabaseDown(async () => {
      const res = await timed(() =>
        asStaff(listSection, '/api/v1/adm/news?lang=rus', cookie, { params: { section: 'news' } }),
      );
      expectUnavailable(res, rus);
    });
  });

  it('makes the rate limiter and the captcha check fail with an outage (never "allowed"), which the handler answers 503', async () => {
    const altcha = await solvedCaptcha();
    await withDatabaseDown(async () => {
      for (const check of [() => enforceRateLimitFor('10.30.0.2', 'online_request'), () => requireCaptcha(altcha)]) {
        const error = await check().then(
          () => 'allowed',
          (e: unknown) => e,
        );
        expect(isDbUnavailable(error)).toBe(true);
        expect(toErrorResponse(error, 'rus').status).toBe(503);
      }
    });
  });

  it('keeps the liveness probe at 200 while readiness and the old health check answer 503', async () => {
    noteListenerConnected(true);
    await withDatabaseDown(async () => {
      const alive = await timed(() => callRoute(live, '/api/v1/health/live', { signed: false }));
      expect(alive.status).toBe(200);
      expect(alive.json).toEqual({ status: 'ok', data: { live: true } });
      expect(alive.headers.get('cache-control')).toBe('private, no-store');

      const notReady = await timed(() => callRoute(ready, '/api/v1/health/ready?lang=uzb', { signed: false }));
      expect(notReady.status).toBe(503);
      expect(notReady.headers.get('retry-after')).toBe('30');
      expect(notReady.json.error).toMatchObject({ code: 'unavailable', down: ['database'] });
      expect(notReady.json.error.message).toBe(uzb.Errors.unavailable.message);
      expect(notReady.ms).toBeLessThan(BOUND_MS);

      expect((await callRoute(health, '/api/v1/health', { signed: false })).status).toBe(503);
    });
  });
});

describe('the readiness probe', () => {
  it('answers 200 when the database answers and the listener is connected', async () => {
    noteListenerConnected(true);
    const res = await callRoute(ready, '/api/v1/health/ready', { signed: false });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', data: { database: 'up', listener: 'up' } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('names the listener when only it is down', async () => {
    noteListenerConnected(false);
    const res = await callRoute(ready, '/api/v1/health/ready', { signed: false });
    expect(res.status).toBe(503);
    expect(res.json.error).toMatchObject({ code: 'unavailable', down: ['listener'] });
    expect(res.json.error.message).toBe(rus.Errors.unavailable.message);
  });
});
