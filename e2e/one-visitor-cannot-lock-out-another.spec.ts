/**
 * The per-address limits count the address the TCP connection comes from, never one the caller
 * writes: a visitor who used up the payment check's limit cannot win a new allowance by sending
 * X-Real-IP or X-Forwarded-For, and cannot lock out another visitor. Behind a proxy named in
 * TRUSTED_PROXIES the address that proxy forwarded counts, but not what the client wrote left of it.
 * Peers are picked from 127.0.0.0/8 (all loopback); the shared server's 127.0.0.1 is left alone,
 * since the browser of the other specs calls from it.
 */
import { expect, test } from '@playwright/test';
import { request } from 'node:http';
import { LIMITS } from '../lib/platform/abuse/limits';
import { CLIENT_IP_HEADER } from '../lib/platform/server/client-address.mjs';
import { BASE, sign } from './helpers/admin';
import { freshSiteDatabase } from './helpers/server-database';
import { sparePort, startSite } from './helpers/site-process';

const LIMIT = LIMITS.login_check.limit;
const BODY = JSON.stringify({ prefix: 'x', login: '100001' });

/** One signed payment check sent to `base` from the local address `from`; answers the status. */
function checkLogin(base: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/api/v1/billing/check/login_for_payment', base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          ...sign(),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(BODY),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

/** Sends the whole allowance from `from` (each answered 200) and one more (answered 429). */
async function useUpTheLimit(base: string, from: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < LIMIT; i += 1)
    expect(await checkLogin(base, from, headers), `call ${i + 1} of ${LIMIT}`).toBe(200);
  expect(await checkLogin(base, from, headers)).toBe(429);
}

test('two visitors at different addresses have separate allowances, and a written address changes nothing', async () => {
  test.setTimeout(60_000);
  await useUpTheLimit(BASE, '127.0.0.2');
  expect(await checkLogin(BASE, '127.0.0.3')).toBe(200);
  const forgeries: Record<string, string>[] = [
    { 'x-real-ip': '203.0.113.7' },
    { 'x-forwarded-for': '203.0.113.8' },
    { [CLIENT_IP_HEADER]: '203.0.113.9' },
    { 'x-forwarded-for': '203.0.113.10', 'x-real-ip': '203.0.113.10' },
  ];
  for (const forged of forgeries) {
    expect(await checkLogin(BASE, '127.0.0.2', forged), JSON.stringify(forged)).toBe(429);
  }
  // the visitor who was locked out by nobody still has their own allowance
  expect(await checkLogin(BASE, '127.0.0.3', { 'x-real-ip': '127.0.0.2' })).toBe(200);
});

test('behind a trusted proxy, each forwarded visitor has an allowance, and a forged start of the chain is ignored', async () => {
  test.setTimeout(120_000);
  const port = sparePort(10);
  const database = await freshSiteDatabase('PGlite', `proxy_${port}`);
  const site = await startSite('start.mjs', port, { ...database.env, TRUSTED_PROXIES: '127.0.0.1' });
  try {
    await useUpTheLimit(site.base, '127.0.0.1', { 'x-forwarded-for': '198.51.100.9' });
    expect(await checkLogin(site.base, '127.0.0.1', { 'x-forwarded-for': '198.51.100.10' })).toBe(200);
    // the proxy appends the address it saw; what the client wrote to its left is the client's say
    for (const forged of ['203.0.113.7', '198.51.100.10', '127.0.0.1', 'not-an-address']) {
      expect(await checkLogin(site.base, '127.0.0.1', { 'x-forwarded-for': `${forged}, 198.51.100.9` }), forged).toBe(
        429,
      );
    }
    expect(await checkLogin(site.base, '127.0.0.1', { 'x-real-ip': '198.51.100.9' })).toBe(429);
    // a peer that is not the proxy is counted by its own address, whatever it forwards
    expect(await checkLogin(site.base, '127.0.0.2', { 'x-forwarded-for': '198.51.100.9' })).toBe(200);
  } finally {
    site.crash();
    await database.drop();
  }
});
