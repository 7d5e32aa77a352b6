/**
 * The visitor's IP address as far as we can trust it.
 *
 * Next route handlers do not expose the TCP peer, so we rely on the reverse proxy:
 * - with TRUSTED_PROXIES set (addresses or CIDRs of our proxies), X-Forwarded-For is read from
 *   the right and the first entry that is not one of our proxies is the client — entries to its
 *   left were written by the client and may be forged;
 * - without it, X-Forwarded-For is ignored entirely and X-Real-IP is used, which the front proxy
 *   must overwrite with the peer address (nginx: `proxy_set_header X-Real-IP $remote_addr`);
 *   with neither header the address is 'unknown' (all such callers share one rate-limit bucket).
 */
import 'server-only';
import ipaddr from 'ipaddr.js';
import { env } from '@/lib/env';

/** A parsed address, IPv4-mapped IPv6 turned into IPv4; null when not an IP. */
export function parseIp(value: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = value.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return null;
  try {
    return ipaddr.process(text);
  } catch {
    return null;
  }
}

function matchesAny(ip: ipaddr.IPv4 | ipaddr.IPv6, ranges: string[]): boolean {
  return ranges.some((range) => {
    try {
      const [net, bits] = range.includes('/') ? ipaddr.parseCIDR(range) : [ipaddr.process(range), range.includes(':') ? 128 : 32];
      return ip.kind() === net.kind() && ip.match(net as never, bits as number);
    } catch {
      return false;
    }
  });
}

/** The client address from forwarding headers, given the trusted proxy list. */
export function clientIpFrom(headers: Headers, trustedProxies: string[]): string {
  if (trustedProxies.length > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      const ip = parseIp(chain[i] ?? '');
      if (!ip) return 'unknown';
      if (!matchesAny(ip, trustedProxies)) return ip.toString();
    }
    const first = chain[0] && parseIp(chain[0]);
    if (first) return first.toString();
  }
  const real = parseIp(headers.get('x-real-ip') ?? '');
  return real ? real.toString() : 'unknown';
}

/** The client address of a request under this process's configuration. */
export function clientIp(req: Request): string {
  return clientIpFrom(req.headers, env().TRUSTED_PROXIES);
}
