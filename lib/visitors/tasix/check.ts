/**
 * TAS-IX check: an IP, or a domain resolved to all its A/AAAA records, against the stored
 * prefix list; also the list's date. Lookups are cached per process for a minute.
 */
import 'server-only';
import { promises as dns } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { getDb } from '@/lib/platform/db';
import { tasixMeta, tasixPrefixes } from '@/lib/platform/db/schema';
import { findPrefix, parsePrefixes } from './prefix-match';

/** One checked address. */
export type TasixAddress = { ip: string; inside: boolean; prefix: string | null };
/** The answer: what was asked, each address, whether all are inside, and the list date. */
export type TasixResult = { target: string; addresses: TasixAddress[]; inside: boolean; list_date: string | null };

let cache: { at: number; prefixes: ReturnType<typeof parsePrefixes>; listDate: string | null } | undefined;

async function loadList() {
  if (cache && Date.now() - cache.at < 60_000) return cache;
  const db = await getDb();
  const [rows, meta] = await Promise.all([
    db.select({ cidr: tasixPrefixes.cidr }).from(tasixPrefixes),
    db.select().from(tasixMeta),
  ]);
  cache = {
    at: Date.now(),
    prefixes: parsePrefixes(rows.map((r) => r.cidr)),
    listDate: meta[0]?.listDate.toISOString() ?? null,
  };
  return cache;
}

/** Forgets the cached list (after a refresh). */
export function forgetTasixCache(): void {
  cache = undefined;
}

async function resolveAll(domain: string): Promise<string[]> {
  const [v4, v6] = await Promise.allSettled([dns.resolve4(domain), dns.resolve6(domain)]);
  return [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
}

/** Checks an IP or a domain; a domain that resolves to nothing gives no addresses. */
export async function checkTasix(target: string): Promise<TasixResult> {
  const list = await loadList();
  const ips = ipaddr.isValid(target) ? [ipaddr.process(target).toString()] : await resolveAll(target);
  const addresses = ips.map((ip) => {
    const prefix = findPrefix(ip, list.prefixes);
    return { ip, inside: prefix !== null, prefix };
  });
  return {
    target,
    addresses,
    inside: addresses.length > 0 && addresses.every((a) => a.inside),
    list_date: list.listDate,
  };
}
