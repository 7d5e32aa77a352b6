/** GET /tasix/check?target= : an IP address or a domain name (empty = the caller's own IP). */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

// The pattern is the whole check, so the OpenAPI document, generated from it, says exactly what is accepted:
// an IPv4 address or a domain name, as typed or inside a pasted URL (scheme, port and path dropped), or an IPv6 address.
const IPV4 = z.regexes.ipv4.source.slice(1, -1);
const IPV6 = z.regexes.ipv6.source.slice(1, -1);
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}';

/** An IP or a domain, or a URL naming one, or nothing (spaces around allowed). */
export const TARGET_PATTERN = new RegExp(
  String.raw`^\s*(?:(?:[A-Za-z]+://)?(?:${IPV4}|${DOMAIN})(?:[/:?#]\S*)?|${IPV6})?\s*$`,
);

/** What the visitor typed, reduced to a host: a pasted URL loses its scheme and path. */
export function toHost(value: string): string {
  const v = value.trim();
  if (ipaddr.isValid(v)) return v;
  return v
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/[/:?#].*$/, '')
    .toLowerCase();
}

/** The check form and query. */
export const tasixTargetSchema = z
  .object({
    target: z
      .string()
      .max(253)
      .regex(TARGET_PATTERN, { message: 'invalidTarget' })
      .transform(toHost)
      .optional()
      .describe(
        'An IPv4 or IPv6 address or a domain name; a pasted URL is reduced to its host. Empty or absent: the caller own address.',
      ),
  })
  .strict();

/** GET tasix/check's query: the target, and the cache-busting marker every call may carry (`lang` is checked by every handler). */
export const tasixCheckQuery = tasixTargetSchema.extend({ lang: z.string().optional(), t: z.string().optional() });
