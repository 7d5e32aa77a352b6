/** Calls a route handler the way Next would, with a signed (or unsigned) request. */
import { NextRequest } from 'next/server';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;
type Options<P> = {
  method?: string;
  body?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  params?: P;
  signed?: boolean;
};

/** Sends a request to a handler and returns the status and the parsed JSON body. */
export async function callRoute<P = Record<string, string>>(
  handler: Handler<P>,
  url: string,
  options: Options<P> = {},
) {
  const { STATISTIC_KEY, MAP_KEY } = env();
  const headers: Record<string, string> = {
    ...(options.signed === false ? {} : signatureHeaders(STATISTIC_KEY, MAP_KEY)),
    ...(options.body !== undefined || options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  const init = {
    method: options.method ?? 'GET',
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
  };
  const req = new NextRequest(new URL(url, 'http://localhost:3000'), init);
  const res = await handler(req, { params: Promise.resolve((options.params ?? {}) as P) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined, text };
}
