/**
 * The speed test's calls: signed, sizes within their limits, random bytes that never compress,
 * headers that keep every cache and compressor away, uploads counted and capped, and the
 * per-address limits of transfers (in the database) and pings (in memory).
 */
import { gzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as download } from '@/app/api/v1/speedtest/download/route';
import { GET as ping } from '@/app/api/v1/speedtest/ping/route';
import { POST as upload } from '@/app/api/v1/speedtest/upload/route';
import { LIMITS } from '@/lib/platform/abuse/limits';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { MAX_DOWNLOAD_BYTES, MAX_UPLOAD_BYTES } from '@/lib/visitors/speedtest/sizes';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import { ORIGIN } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';

setupTestDatabase();

const MB = 1024 * 1024;
let ipCounter = 0;
const freshIp = () => `10.77.${(ipCounter >> 8) & 255}.${++ipCounter & 255}`;
const noParams = { params: Promise.resolve({}) };

type Init = { ip?: string; signed?: boolean; method?: string; headers?: Record<string, string>; body?: BodyInit };

function request(url: string, init: Init = {}) {
  const { STATISTIC_KEY, MAP_KEY } = env();
  return new NextRequest(new URL(url, ORIGIN), {
    method: init.method ?? 'GET',
    headers: {
      origin: ORIGIN,
      [CLIENT_IP_HEADER]: init.ip ?? freshIp(),
      ...(init.signed === false ? {} : signatureHeaders(STATISTIC_KEY, MAP_KEY)),
      ...init.headers,
    },
    body: init.body,
    ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
}

// A body of `total` bytes arriving in 1 MiB chunks, with no Content-Length: the server has only the count to go by.
function streamedBody(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      const size = Math.min(MB, total - sent);
      controller.enqueue(new Uint8Array(size));
      sent += size;
      if (sent >= total) controller.close();
    },
  });
}

async function byteCount(res: Response): Promise<number> {
  let total = 0;
  const reader = res.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) total += r.value.byteLength;
  return total;
}

const octets = (body: BodyInit, ip?: string, headers: Record<string, string> = {}) =>
  request('/api/v1/speedtest/upload', {
    method: 'POST',
    ip,
    body,
    headers: { 'content-type': 'application/octet-stream', ...headers },
  });

describe('GET /api/v1/speedtest/ping', () => {
  it('answers a signed call with an empty success envelope nobody may keep, and refuses an unsigned one', async () => {
    const res = await ping(request('/api/v1/speedtest/ping'), noParams);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', data: null });
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const unsigned = await ping(request('/api/v1/speedtest/ping', { signed: false }), noParams);
    expect(unsigned.status).toBe(401);
  });

  it('limits pings per address with a translated 429, leaving other addresses alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.speedtest_ping.limit; i += 1)
      expect((await ping(request('/api/v1/speedtest/ping', { ip }), noParams)).status).toBe(200);
    const over = await ping(request('/api/v1/speedtest/ping?lang=uzb', { ip }), noParams);
    expect(over.status).toBe(429);
    expect((await over.json()).error.message).toBe(uzb.Errors.too_many.message);
    expect((await ping(request('/api/v1/speedtest/ping'), noParams)).status).toBe(200);
  });
});

describe('GET /api/v1/speedtest/download', () => {
  it('sends exactly the bytes asked for, as an uncompressed, unstored attachment', async () => {
    const res = await download(request('/api/v1/speedtest/download?bytes=12345'), noParams);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-length')).toBe('12345');
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await byteCount(res)).toBe(12345);
  });

  it('sends bytes no compressor can shrink', async () => {
    const res = await download(request(`/api/v1/speedtest/download?bytes=${8 * MB}`), noParams);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(8 * MB);
    expect(gzipSync(body).length).toBeGreaterThan(body.length * 0.99);
  });

  it('sends the largest download allowed, 100 MB, as a stream', async () => {
    const res = await download(request(`/api/v1/speedtest/download?bytes=${MAX_DOWNLOAD_BYTES}`), noParams);
    expect(res.status).toBe(200);
    expect(await byteCount(res)).toBe(MAX_DOWNLOAD_BYTES);
  });

  it.each([['bytes=0'], [`bytes=${MAX_DOWNLOAD_BYTES + 1}`], ['bytes=1.5'], ['bytes=lots'], ['']])(
    'refuses %s with a translated 400 naming the field',
    async (query) => {
      const res = await download(request(`/api/v1/speedtest/download?${query}`), noParams);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.error.code).toBe('validation');
      expect(json.error.fields.bytes).toBeTruthy();
    },
  );

  it('refuses an unsigned call', async () => {
    const res = await download(request('/api/v1/speedtest/download?bytes=10', { signed: false }), noParams);
    expect(res.status).toBe(401);
  });
});

describe('POST /api/v1/speedtest/upload', () => {
  it('reads the body and answers how many bytes arrived, up to 20 MB', async () => {
    const small = await upload(octets(new Uint8Array(MB)), noParams);
    expect(small.status).toBe(200);
    expect(await small.json()).toEqual({ status: 'ok', data: { bytes: MB } });
    const largest = await upload(octets(streamedBody(MAX_UPLOAD_BYTES)), noParams);
    expect((await largest.json()).data).toEqual({ bytes: MAX_UPLOAD_BYTES });
  });

  it('refuses a body past 20 MB with 413, whether declared or only sent', async () => {
    const sent = await upload(octets(streamedBody(MAX_UPLOAD_BYTES + 1)), noParams);
    expect(sent.status).toBe(413);
    expect((await sent.json()).error.message).toBe(rus.Errors.payload_too_large.message);
    const declared = await upload(octets('x', undefined, { 'content-length': String(MAX_UPLOAD_BYTES + 1) }), noParams);
    expect(declared.status).toBe(413);
  });

  it('answers quietly when the page stops an upload midway (its time is up)', async () => {
    let chunks = 0;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks += 1;
        if (chunks > 3) controller.error(new Error('aborted'));
        else controller.enqueue(new Uint8Array(1000));
      },
    });
    const res = await upload(octets(cut), noParams);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ bytes: 3000 });
  });

  it('refuses another media type with 415, and a call from another site with 403', async () => {
    const form = await upload(
      octets('a=b', undefined, { 'content-type': 'application/x-www-form-urlencoded' }),
      noParams,
    );
    expect(form.status).toBe(415);
    const foreign = await upload(octets('x', undefined, { origin: 'https://evil.example' }), noParams);
    expect(foreign.status).toBe(403);
  });
});

describe('the transfer limit', () => {
  it('counts downloads and uploads of an address together, with a translated 429 past the limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.speedtest.limit / 2; i += 1) {
      expect((await download(request('/api/v1/speedtest/download?bytes=1', { ip }), noParams)).status).toBe(200);
      expect((await upload(octets('x', ip), noParams)).status).toBe(200);
    }
    const over = await download(request('/api/v1/speedtest/download?bytes=1&lang=uzb', { ip }), noParams);
    expect(over.status).toBe(429);
    expect((await over.json()).error.message).toBe(uzb.Errors.too_many.message);
    expect((await upload(octets('x', ip), noParams)).status).toBe(429);
    expect((await download(request('/api/v1/speedtest/download?bytes=1'), noParams)).status).toBe(200);
  }, 60_000);
});
