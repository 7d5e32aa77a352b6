// @vitest-environment node
/**
 * The front server passes the speed test's calls straight to Next: bytes flow as they are written
 * (never held for the cache or compression), no encoding is added, and no copy is kept.
 */
import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageCache } from '@/lib/platform/server/page-cache.mjs';
import { createSiteServer } from '@/lib/platform/server/serve.mjs';

const CHUNK = Buffer.alloc(1024 * 1024, 7);
let server: Server;
let port = 0;
let seen: { url: string; acceptEncoding?: string }[] = [];
let release: () => void = () => {};

// Plays Next answering a download: the first mebibyte at once, the rest (past the front cache's capture limit) once released.
async function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url ?? '', acceptEncoding: req.headers['accept-encoding'] });
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'cache-control': 'no-store, no-transform' });
  res.write(CHUNK);
  await new Promise<void>((resolve) => (release = resolve));
  for (let i = 0; i < 3; i++) res.write(CHUNK);
  res.end();
}

beforeEach(async () => {
  seen = [];
  server = createSiteServer(nextStandIn, new PageCache());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  release();
  await new Promise((resolve) => server.close(resolve));
});

/** GETs `path`, resolving with the headers and first bytes once they arrive, and with the whole body at the end. */
function download(path: string) {
  let firstBytes!: (value: { headers: IncomingMessage['headers'] }) => void;
  const first = new Promise<{ headers: IncomingMessage['headers'] }>((resolve) => (firstBytes = resolve));
  const whole = new Promise<number>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br, gzip', 'z-statistic': 'good' } },
      (res) => {
        let total = 0;
        res.on('data', (chunk: Buffer) => {
          total += chunk.length;
          if (total >= CHUNK.length) firstBytes({ headers: res.headers });
        });
        res.on('end', () => resolve(total));
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { first, whole };
}

describe('the front server and the speed test', () => {
  it('streams a download as Next writes it, unencoded, and keeps no copy of it', async () => {
    const path = '/api/v1/speedtest/download?bytes=4194304';
    const one = download(path);
    const { headers } = await one.first;
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['x-page-cache']).toBeUndefined();
    release();
    expect(await one.whole).toBe(4 * CHUNK.length);
    const two = download(path);
    await two.first;
    release();
    expect(await two.whole).toBe(4 * CHUNK.length);
    // both reached Next, with the caller's Accept-Encoding untouched (Next leaves octet-stream alone)
    expect(seen).toEqual([
      { url: path, acceptEncoding: 'br, gzip' },
      { url: path, acceptEncoding: 'br, gzip' },
    ]);
  });
});
