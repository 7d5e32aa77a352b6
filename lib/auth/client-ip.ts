/** The caller's address for rate limits: the nearest X-Forwarded-For hop that is not a trusted proxy. */
import 'server-only';
import { env } from '@/lib/env';

/** The client address of a request, or 'unknown'. */
export function clientIp(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  const trusted = new Set(env().TRUSTED_PROXIES);
  for (const hop of [...hops].reverse()) if (!trusted.has(hop)) return hop;
  return headers.get('x-real-ip') ?? 'unknown';
}
