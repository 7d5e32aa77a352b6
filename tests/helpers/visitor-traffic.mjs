/**
 * What a synthetic visitor sends: signed API headers, solved captchas and valid bodies of the three
 * visitor forms (contact, connection request, service rating). Used by `npm run loadtest`, `bench` and the
 * durability and graceful-stop specs. Plain JavaScript so CLI scripts run without TypeScript tooling.
 */
import md5 from 'blueimp-md5';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CLIENT_IP_HEADER } from '../../lib/platform/server/client-address.mjs';

// The demo keys of lib/platform/env.ts; servers started by the tools run with them.
const STATISTIC_KEY = 'isp-statistic-key-2026';
const MAP_KEY = 'isp-map-key-2026';

/** The Z-Time / Z-Statistic headers of SPEC §7 for a call made now. */
export function signedHeaders() {
  const time = String(Date.now());
  return { 'Z-Time': time, 'Z-Statistic': md5(`${time}${STATISTIC_KEY}${MAP_KEY}`) };
}

/** A distinct private address for visitor number `n` (sent with visitorHeaders, the per-IP limits then count each visitor apart). */
export function visitorIp(n, net = 10) {
  return `${net}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * How the tools, playing the site's proxy, name visitor `ip`: X-Real-IP, believed by `npm start`
 * run with TRUSTED_PROXIES=127.0.0.1, and the front server's own header for a bare `next start`,
 * which has no front server to write it. A server without either ignores both.
 */
export function visitorHeaders(ip) {
  return { 'x-real-ip': ip, [CLIENT_IP_HEADER]: ip };
}

/** Fetches a challenge from the site as visitor `ip` and solves it as the widget does; answers the `altcha` field. */
export async function solvedCaptcha(base, ip) {
  const res = await fetch(`${base}/api/v1/captcha`, { headers: { ...signedHeaders(), ...visitorHeaders(ip) } });
  if (!res.ok) throw new Error(`captcha challenge answered ${res.status}`);
  const challenge = (await res.json()).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Solves `count` captchas, `parallel` at a time, each fetched from its own address. */
export async function solvedCaptchas(base, count, parallel = 4) {
  const pool = [];
  let next = 0;
  const worker = async () => {
    while (next < count) pool.push(await solvedCaptcha(base, visitorIp(next++, 172)));
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return pool;
}

/** The address of every generated form (contact and connection request take the same fields, SPEC §3). */
const ADDRESS = { district: 'Chilonzor', street: 'Bunyodkor', house: '5' };

/**
 * One form submission tagged `tag` (8–64 letters, digits, dashes) so it can be found in the database
 * afterwards: the contact message's text, the connection request's Idempotency-Key, the rated event's id.
 */
export function formSubmission(kind, tag, altcha) {
  const common = { name: 'Load Visitor', phone: '90 123 45 67', city: 'Tashkent' };
  if (kind === 'contact') {
    return {
      path: '/api/v1/contact/with/us',
      headers: {},
      body: { ...common, address: ADDRESS, message: tag, altcha },
    };
  }
  if (kind === 'connection') {
    return {
      path: '/api/v1/billing/online_request',
      headers: { 'idempotency-key': tag },
      body: { ...common, address: ADDRESS, tariff: 'Start', altcha },
    };
  }
  return {
    path: '/api/v1/call_feedback',
    headers: {},
    body: { type: 'connection', id: tag, rating: 5, reason: 'other', text: 'ok' },
  };
}

/** The headers of a JSON form post from visitor `ip`. */
export function formHeaders(ip, extra = {}) {
  return { ...signedHeaders(), 'content-type': 'application/json', ...visitorHeaders(ip), ...extra };
}
