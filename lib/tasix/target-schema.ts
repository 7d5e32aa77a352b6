/** GET /tasix/check?target= : an IP address or a domain name (empty = the caller's own IP). */
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

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
      .transform(toHost)
      .refine((v) => v === '' || ipaddr.isValid(v) || DOMAIN.test(v), { message: 'invalidTarget' })
      .optional(),
  })
  .strict();

/** GET tasix/check's query: the target, and the language and cache-busting marker every call may carry. */
export const tasixCheckQuery = tasixTargetSchema.extend({ lang: z.string().optional(), t: z.string().optional() });
