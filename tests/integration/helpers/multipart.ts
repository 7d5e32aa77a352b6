/** Sends a signed multipart request to a route handler. */
import { NextRequest } from 'next/server';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Posts `form` as multipart/form-data and returns the status and parsed JSON. */
export async function postMultipart(
  handler: Handler,
  url: string,
  form: FormData,
  headers: Record<string, string> = {},
) {
  const { STATISTIC_KEY, MAP_KEY } = env();
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const req = new NextRequest(new URL(url, 'http://localhost:3000'), {
    method: 'POST',
    headers: {
      ...signatureHeaders(STATISTIC_KEY, MAP_KEY),
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.byteLength),
      ...headers,
    },
    body,
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}
