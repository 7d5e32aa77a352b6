// @ts-check
/**
 * The visitor's address, decided once by the front server (serve.mjs), which alone sees the TCP
 * peer: the peer itself, or, only when the peer is one of TRUSTED_PROXIES, the address that proxy
 * forwarded (X-Forwarded-For read from the right, else its X-Real-IP). The answer travels to Next
 * in CLIENT_IP_HEADER; every incoming copy of that header is dropped first, and so are X-Real-IP
 * and X-Forwarded-For from a peer we do not trust, since anyone can write them.
 * The same parsing serves lib/platform/env-schema.mjs and lib/platform/http/client-ip.ts, so there is one reading of an address.
 * Plain JavaScript so that `npm start` needs no TypeScript tooling.
 */
import ipaddr from 'ipaddr.js';

/** The request header that carries the address the front server decided on. */
export const CLIENT_IP_HEADER = 'x-isp-client-ip';

/**
 * An address in its canonical text (IPv4-mapped IPv6 as IPv4, brackets dropped); null when not an IP.
 * @param {unknown} value
 * @returns {string | null}
 */
export function normalizeIp(value) {
  const text = String(value ?? '')
    .trim()
    .replace(/^\[(.*)\]$/, '$1');
  // Classful shorthand ('1.2.3') is valid to ipaddr.js but is no address a proxy or socket writes.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return null;
  try {
    return ipaddr.process(text).toString();
  } catch {
    return null;
  }
}

/**
 * The comma-separated addresses or CIDRs of TRUSTED_PROXIES as canonical CIDRs ('10.0.0.0/8',
 * '127.0.0.1/32'); throws a RangeError naming the first entry that is neither.
 * @param {string | undefined} text
 * @returns {string[]}
 */
export function parseTrustedProxies(text) {
  return String(text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address = '', bits, extra] = entry.split('/');
      const ip = normalizeIp(address);
      const max = address.includes(':') ? 128 : 32;
      const length = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
      if (!ip || extra !== undefined || !(length <= max)) throw new RangeError(`not an address or CIDR: ${entry}`);
      // A mapped IPv4 range reaches normalizeIp's IPv4 form, so its prefix counts IPv4 bits.
      const ipv4From6 = address.includes(':') && !ip.includes(':');
      if (ipv4From6 && length < 96) throw new RangeError(`not an address or CIDR: ${entry}`);
      return `${ip}/${ipv4From6 ? length - 96 : length}`;
    });
}

/**
 * Whether the canonical address `ip` lies in one of the canonical CIDRs `ranges`.
 * @param {string | null} ip
 * @param {string[]} ranges
 * @returns {boolean}
 */
export function isTrusted(ip, ranges) {
  if (!ip || ranges.length === 0) return false;
  const address = ipaddr.parse(ip);
  return ranges.some((range) => {
    const cidr = ipaddr.parseCIDR(range);
    return address.kind() === cidr[0].kind() && address.match(cidr);
  });
}

/**
 * The client's address given the TCP `peer`, the X-Forwarded-For and X-Real-IP values that came
 * with the request, and the trusted `ranges`; null when the peer is unknown.
 * @param {string | null | undefined} peer
 * @param {string | string[] | null | undefined} forwardedFor
 * @param {string | string[] | null | undefined} realIp
 * @param {string[]} ranges
 * @returns {string | null}
 */
export function clientAddress(peer, forwardedFor, realIp, ranges) {
  const from = normalizeIp(peer);
  if (!from || !isTrusted(from, ranges)) return from;
  const chain = [forwardedFor]
    .flat()
    .filter(Boolean)
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return normalizeIp(realIp) ?? from;
  // Each proxy appends the address it was sent from, so only entries right of the first untrusted
  // one were written by our proxies; anything to its left is the client's own say.
  let handedOverBy = from;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const ip = normalizeIp(chain[i]);
    // Not an address: our proxies write addresses, so the hop that handed this on is the client we know.
    if (!ip) return handedOverBy;
    if (!isTrusted(ip, ranges)) return ip;
    handedOverBy = ip;
  }
  return handedOverBy;
}

/**
 * Writes the decided address into `req.headers[CLIENT_IP_HEADER]` (or removes it when the peer is
 * unknown), dropping any copy the caller sent, and X-Real-IP and X-Forwarded-For from an untrusted peer.
 * @param {Pick<import('node:http').IncomingMessage, 'headers' | 'socket'>} req
 * @param {string[]} ranges
 */
export function stampClientAddress(req, ranges) {
  const headers = req.headers;
  const peer = normalizeIp(req.socket?.remoteAddress);
  const address = clientAddress(peer, headers['x-forwarded-for'], headers['x-real-ip'], ranges);
  delete headers[CLIENT_IP_HEADER];
  if (!isTrusted(peer, ranges)) {
    delete headers['x-real-ip'];
    delete headers['x-forwarded-for'];
  }
  if (address) headers[CLIENT_IP_HEADER] = address;
}
