/**
 * The visitor's IP address, as decided by the front server of `npm start` (lib/platform/server/serve.mjs,
 * lib/platform/server/client-address.mjs). Next route handlers do not see the TCP peer, so the front server
 * works the address out from the peer (and, only for a peer in TRUSTED_PROXIES, from the headers
 * that proxy forwarded) and hands it over in CLIENT_IP_HEADER, dropping any copy a caller sent.
 * Nothing else is read here: X-Real-IP and X-Forwarded-For can be written by anyone.
 *
 * A bare `next start` has no front server: it must then sit behind a proxy that always overwrites
 * CLIENT_IP_HEADER with the peer address (nginx: `proxy_set_header X-Isp-Client-Ip $remote_addr`),
 * or callers choose their own address. Without the header every caller is 'unknown' and shares
 * one rate-limit bucket.
 */
import 'server-only';
import { CLIENT_IP_HEADER, normalizeIp } from '@/lib/platform/server/client-address.mjs';

/** The client address of a request: the front server's CLIENT_IP_HEADER, or 'unknown' without it. */
export function clientIp(req: Request): string {
  return clientIpOf(req.headers);
}

/** The client address from a request's headers (a page reads them with next/headers). */
export function clientIpOf(headers: Headers): string {
  return normalizeIp(headers.get(CLIENT_IP_HEADER)) ?? 'unknown';
}
