/** Matching addresses against the TAS-IX prefix list (IPv4 and IPv6 CIDRs). */
import ipaddr from 'ipaddr.js';

type Parsed = { range: [ipaddr.IPv4 | ipaddr.IPv6, number]; cidr: string };

/** Parses CIDR strings, dropping invalid ones. */
export function parsePrefixes(cidrs: string[]): Parsed[] {
  const out: Parsed[] = [];
  for (const cidr of cidrs) {
    try {
      out.push({ range: ipaddr.parseCIDR(cidr), cidr });
    } catch {
      // an invalid line in the list is skipped, not fatal
    }
  }
  return out;
}

/** The prefix containing `ip`, or null. IPv4-mapped IPv6 addresses are compared as IPv4. */
export function findPrefix(ip: string, prefixes: Parsed[]): string | null {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip);
  } catch {
    return null;
  }
  for (const p of prefixes) {
    if (p.range[0].kind() === addr.kind() && addr.match(p.range as never)) return p.cidr;
  }
  return null;
}

/** Parses a downloaded list: one CIDR per line; blank lines and '#' comments ignored. */
export function parsePrefixList(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
  return parsePrefixes(lines).map((p) => `${p.range[0].toString()}/${p.range[1]}`);
}
