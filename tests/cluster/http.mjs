/**
 * HTTP calls of the cluster test: plain node:http so that a call can leave from a chosen local
 * address (127.0.0.2, 127.0.0.3…), the way several visitors reach nginx, and so that nothing is
 * decompressed or cached on the way. Signed like the site's own client (tests/helpers/visitor-traffic.mjs).
 */
import http from 'node:http';
import { signedHeaders } from '../helpers/visitor-traffic.mjs';

/** An answer: status, headers, raw body bytes, and the body as text or JSON. */
function answer(res, body) {
  const text = () => body.toString('utf8');
  return {
    status: res.statusCode,
    headers: res.headers,
    body,
    text,
    json: () => {
      try {
        return JSON.parse(text());
      } catch {
        return null;
      }
    },
  };
}

/**
 * Sends one request to `base` + `path`. Options: method, headers, body (string, Buffer or a
 * FormData, sent as multipart), from (the local address to leave from), signed (adds Z-Time and
 * Z-Statistic; default true), timeoutMs. Rejects on a connection error.
 */
export async function call(
  base,
  path,
  { method = 'GET', headers = {}, body, from, signed = true, timeoutMs = 20_000 } = {},
) {
  let payload = body;
  const sent = { ...(signed ? signedHeaders() : {}), ...headers };
  if (body instanceof FormData) {
    // Response encodes the form as a browser would and names its boundary.
    const encoded = new Response(body);
    payload = Buffer.from(await encoded.arrayBuffer());
    sent['content-type'] = encoded.headers.get('content-type');
  }
  if (payload !== undefined) sent['content-length'] = String(Buffer.byteLength(payload));
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers: sent,
        localAddress: from,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(answer(res, Buffer.concat(chunks))));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer from ${url} in ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A JSON POST from a visitor (no cookie, no forwarded address of its own). */
export function postJson(base, path, data, { headers = {}, from } = {}) {
  return call(base, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(data),
    from,
  });
}

/** The `name=value` of the session cookie a login answer set, for a Cookie header. */
export function sessionCookieOf(res) {
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => /^(__Host-)?adm_session=/.test(c));
  if (!cookie)
    throw new Error(`the login answered ${res.status} without a session cookie: ${res.text().slice(0, 300)}`);
  return cookie.split(';')[0];
}
