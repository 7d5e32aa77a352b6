// @vitest-environment node
/** holdResponse over real HTTP: the headers are decided once the whole body is known. */
import {
  createServer,
  get as httpGet,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { holdResponse } from '@/lib/platform/server/hold.mjs';

let server: Server;
const seen: (Buffer | null)[] = [];

function serve(limit: number, chunks: string[], replace?: (body: Buffer) => Buffer) {
  server = createServer((_req, res) => {
    holdResponse(res, limit, (_status: number, headers: OutgoingHttpHeaders, body: Buffer | null) => {
      seen.push(body);
      const replaced = body && replace ? replace(body) : undefined;
      return {
        headers: {
          ...headers,
          'x-body-length': body ? String(body.length) : 'too long',
          ...(replaced && { 'content-length': String(replaced.length) }),
        },
        body: replaced,
      };
    });
    // Written as Next streams a page: headers first, then flushed, then chunks.
    res.writeHead(201, { 'content-type': 'text/html; charset=utf-8' });
    res.flushHeaders();
    for (const chunk of chunks.slice(0, -1)) res.write(chunk);
    res.end(chunks.at(-1));
  });
  return new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function fetchRaw(port: number) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path: '/' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    }).on('error', reject);
  });
}

afterEach(async () => {
  seen.length = 0;
  await new Promise((resolve) => server.close(resolve));
});

describe('holdResponse', () => {
  it('sends the headers finish gives, computed from the whole body', async () => {
    const port = await serve(1024, ['<p>Тарифы', ' для дома</p>']);
    const res = await fetchRaw(port);
    expect(res.status).toBe(201);
    expect(res.body).toBe('<p>Тарифы для дома</p>');
    expect(res.headers['x-body-length']).toBe(String(Buffer.byteLength('<p>Тарифы для дома</p>')));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('sends the body finish gives in place of the one written', async () => {
    const port = await serve(1024, ['<p>Тарифы', ' для дома</p>'], (body) =>
      Buffer.from(body.toString().toUpperCase()),
    );
    const res = await fetchRaw(port);
    expect(res.body).toBe('<P>ТАРИФЫ ДЛЯ ДОМА</P>');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength('<P>ТАРИФЫ ДЛЯ ДОМА</P>')));
  });

  it('sends a body larger than the limit on as it comes, with the headers finish gives without it', async () => {
    const port = await serve(8, ['0123456789', 'abcdef', 'xyz']);
    const res = await fetchRaw(port);
    expect(res.body).toBe('0123456789abcdefxyz');
    expect(res.headers['x-body-length']).toBe('too long');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(seen).toEqual([null]);
  });
});
