// @vitest-environment node
/**
 * The build's immutable assets: compressed once at build time, then served from memory over real
 * HTTP, with a stand-in for Next's static handler that counts the requests it gets.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPrecompressed, precompressStatic } from '@/lib/platform/server/precompress.mjs';
import { createSiteServer } from '@/lib/platform/server/serve.mjs';
import { StaticAssets } from '@/lib/platform/server/static-assets.mjs';

const SCRIPT = `(globalThis.TURBOPACK||=[]).push(${JSON.stringify('Тарифы домашнего интернета '.repeat(300))});`;
const IMMUTABLE = {
  'content-type': 'application/javascript; charset=UTF-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-frame-options': 'DENY',
  etag: 'W/"next"',
};

let root: string;
let server: Server;
let port = 0;
let nextCalls: { url: string; acceptEncoding?: string }[] = [];

// Plays Next's static handler: the file as it is on disk, with Next's headers, or 404.
async function nextStandIn(req: IncomingMessage, res: ServerResponse) {
  nextCalls.push({ url: req.url ?? '', acceptEncoding: req.headers['accept-encoding'] });
  const file = path.join(root, '.next', 'static', (req.url ?? '').split('?')[0]!.replace('/_next/static/', ''));
  // Like Next, never a file outside the assets folder.
  if (!existsSync(file) || req.url?.includes('..')) return void res.writeHead(404).end();
  if (req.headers.range)
    return void res
      .writeHead(206, { ...IMMUTABLE, 'content-range': 'bytes 0-9/*' })
      .end(readFileSync(file).subarray(0, 10));
  res.writeHead(200, IMMUTABLE);
  res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
}

function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function listen(assets: StaticAssets) {
  server = createSiteServer(nextStandIn, undefined, assets);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

beforeEach(() => {
  nextCalls = [];
  root = mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  mkdirSync(path.join(root, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'build-1');
  writeFileSync(path.join(root, '.next', 'static', 'chunks', 'app.js'), SCRIPT);
  writeFileSync(path.join(root, '.next', 'static', 'chunks', 'tiny.js'), '1');
  writeFileSync(
    path.join(root, '.next', 'static', 'chunks', 'logo.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  );
});

afterEach(async () => {
  if (server?.listening) await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('precompressing the build', () => {
  it('writes brotli and gzip copies of text assets that shrink, and marks the build as done', async () => {
    const chunks = path.join(root, '.next', 'static', 'chunks');
    expect(isPrecompressed(root)).toBe(false);
    await precompressStatic(root);
    expect(isPrecompressed(root)).toBe(true);
    expect(brotliDecompressSync(readFileSync(path.join(chunks, 'app.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(path.join(chunks, 'app.js.gz'))).toString()).toBe(SCRIPT);
    expect(readFileSync(path.join(chunks, 'app.js.br')).length).toBeLessThan(SCRIPT.length / 10);
    // A one-byte file only grows when compressed; an image is not text.
    for (const skipped of ['tiny.js.br', 'tiny.js.gz', 'logo.png.br', 'logo.png.gz'])
      expect(existsSync(path.join(chunks, skipped))).toBe(false);
  });

  it('counts a new build as not yet compressed', async () => {
    await precompressStatic(root);
    writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'build-2');
    expect(isPrecompressed(root)).toBe(false);
  });
});

describe('serving the build assets', () => {
  it("keeps Next's first answer and then sends the build's brotli copy from memory, with Next's headers", async () => {
    await precompressStatic(root);
    await listen(StaticAssets.fromBuild(root));
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(nextCalls).toEqual([{ url: '/_next/static/chunks/app.js', acceptEncoding: undefined }]);
    const onDisk = readFileSync(path.join(root, '.next', 'static', 'chunks', 'app.js.br'));
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(onDisk)).toBe(true);
      expect(answer.headers).toMatchObject({
        'content-encoding': 'br',
        'cache-control': IMMUTABLE['cache-control'],
        'content-type': IMMUTABLE['content-type'],
        'x-frame-options': 'DENY',
        vary: 'Accept-Encoding',
      });
      expect(Number(answer.headers['content-length'])).toBe(onDisk.length);
    }
  });

  it('sends gzip or the plain file to clients without brotli, and answers HEAD and a matching ETag without a body', async () => {
    await precompressStatic(root);
    await listen(StaticAssets.fromBuild(root));
    await get('/_next/static/chunks/app.js');
    const gzip = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const revalidated = await get('/_next/static/chunks/app.js', { 'if-none-match': plain.headers.etag! });
    expect(revalidated.status).toBe(304);
    expect(nextCalls).toHaveLength(1);
  });

  it('leaves range requests, assets without a copy and unknown paths to Next', async () => {
    await precompressStatic(root);
    await listen(StaticAssets.fromBuild(root));
    const range = await get('/_next/static/chunks/app.js', { range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect((await get('/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' })).body.toString()).toBe('1');
    expect((await get('/_next/static/chunks/../../BUILD_ID')).status).toBe(404);
    expect((await get('/_next/static/chunks/gone.js')).status).toBe(404);
    expect(nextCalls.map((call) => call.url)).toEqual([
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/tiny.js',
      '/_next/static/chunks/../../BUILD_ID',
      '/_next/static/chunks/gone.js',
    ]);
  });

  it('leaves every asset of a build that was not precompressed to Next', async () => {
    await listen(StaticAssets.fromBuild(root));
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const again = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    expect(again.body.toString()).toBe(SCRIPT);
    expect(nextCalls).toHaveLength(2);
    expect(nextCalls[1]!.acceptEncoding).toBe('br');
  });
});
