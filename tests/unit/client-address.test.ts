/** Who the visitor is: the front server's one reading of peer, forwarded headers and TRUSTED_PROXIES. */
import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/platform/http/client-ip';
import {
  CLIENT_IP_HEADER,
  clientAddress,
  isTrusted,
  normalizeIp,
  parseTrustedProxies,
  stampClientAddress,
} from '@/lib/platform/server/client-address.mjs';

const PROXIES = parseTrustedProxies('10.0.0.0/8, 127.0.0.1');

describe('address text', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and drops brackets', () => {
    expect(normalizeIp('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(normalizeIp('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normalizeIp(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'unknown', '1.2.3', '203.0.113.7:8080', 'example.com', undefined, null])
      expect(normalizeIp(text)).toBeNull();
  });
});

describe('TRUSTED_PROXIES', () => {
  it('reads addresses and CIDRs as canonical CIDRs', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8, 127.0.0.1 ,::1,,')).toEqual(['10.0.0.0/8', '127.0.0.1/32', '::1/128']);
    expect(parseTrustedProxies('::ffff:10.0.0.0/104, ::ffff:127.0.0.1, 2001:db8::/32')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1/32',
      '2001:db8::/32',
    ]);
    expect(parseTrustedProxies('')).toEqual([]);
    expect(parseTrustedProxies(undefined)).toEqual([]);
  });

  it('names the first entry that is not an address', () => {
    expect(() => parseTrustedProxies('10.0.0.1, proxy.local')).toThrow(/proxy\.local/);
    for (const entry of ['10.0.0.0/33', '::/129', '10.0/8', '10.0.0.0/x', '10.0.0.0/8/1', '::ffff:1.2.3.4/3'])
      expect(() => parseTrustedProxies(entry)).toThrow(entry);
  });

  it('matches inside a range only, and never across IPv4 and IPv6', () => {
    expect(isTrusted('10.20.30.40', PROXIES)).toBe(true);
    expect(isTrusted('127.0.0.1', PROXIES)).toBe(true);
    expect(isTrusted('127.0.0.2', PROXIES)).toBe(false);
    expect(isTrusted('11.0.0.1', PROXIES)).toBe(false);
    expect(isTrusted('::1', PROXIES)).toBe(false);
    expect(isTrusted(null, PROXIES)).toBe(false);
  });
});

describe('the client of a request', () => {
  it('is the peer when the peer is not a trusted proxy, whatever it forwards', () => {
    expect(clientAddress('203.0.113.5', '198.51.100.9', '198.51.100.10', PROXIES)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, undefined, [])).toBe('203.0.113.5');
    expect(clientAddress(undefined, '198.51.100.9', undefined, PROXIES)).toBeNull();
  });

  it('from a trusted proxy, is the first untrusted X-Forwarded-For entry from the right', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 84.54.64.10, 10.0.0.3', undefined, PROXIES)).toBe('84.54.64.10');
    expect(clientAddress('127.0.0.1', 'forged, 198.51.100.9', '192.0.2.1', PROXIES)).toBe('198.51.100.9');
    expect(clientAddress('127.0.0.1', ['192.0.2.1', '::ffff:198.51.100.9'], undefined, PROXIES)).toBe('198.51.100.9');
  });

  it('from a trusted proxy, is the leftmost entry when every entry is trusted', () => {
    expect(clientAddress('10.0.0.2', '10.0.0.7, 10.0.0.3', undefined, PROXIES)).toBe('10.0.0.7');
  });

  it('from a trusted proxy, is the hop that handed on an entry that is not an address', () => {
    expect(clientAddress('10.0.0.2', 'garbage, 10.0.0.3', undefined, PROXIES)).toBe('10.0.0.3');
    expect(clientAddress('10.0.0.2', 'garbage', undefined, PROXIES)).toBe('10.0.0.2');
  });

  it("from a trusted proxy without X-Forwarded-For, is that proxy's X-Real-IP, else the proxy", () => {
    expect(clientAddress('127.0.0.1', undefined, '198.51.100.20', PROXIES)).toBe('198.51.100.20');
    expect(clientAddress('127.0.0.1', undefined, 'nonsense', PROXIES)).toBe('127.0.0.1');
  });
});

describe('the front server stamps the request', () => {
  const request = (peer: string | undefined, headers: Record<string, string>) =>
    ({ headers: { ...headers }, socket: { remoteAddress: peer } }) as never as {
      headers: Record<string, string | undefined>;
      socket: { remoteAddress?: string };
    };

  it('replaces a forged client header and drops forwarding headers from an untrusted peer', () => {
    const req = request('::ffff:127.0.0.2', {
      [CLIENT_IP_HEADER]: '203.0.113.7',
      'x-real-ip': '203.0.113.8',
      'x-forwarded-for': '203.0.113.9',
    });
    stampClientAddress(req as never, PROXIES);
    expect(req.headers).toEqual({ [CLIENT_IP_HEADER]: '127.0.0.2' });
  });

  it("keeps a trusted proxy's forwarding headers and stamps the address it forwarded", () => {
    const req = request('127.0.0.1', {
      [CLIENT_IP_HEADER]: '203.0.113.7',
      'x-forwarded-for': '203.0.113.9, 198.51.100.9',
    });
    stampClientAddress(req as never, PROXIES);
    expect(req.headers).toEqual({ [CLIENT_IP_HEADER]: '198.51.100.9', 'x-forwarded-for': '203.0.113.9, 198.51.100.9' });
  });

  it('sends no client header at all when the peer is unknown', () => {
    const req = request(undefined, { [CLIENT_IP_HEADER]: '203.0.113.7' });
    stampClientAddress(req as never, []);
    expect(req.headers).toEqual({});
  });
});

describe('clientIp in route handlers', () => {
  it('reads only the front server header', () => {
    expect(clientIp(new Request('http://x/', { headers: { [CLIENT_IP_HEADER]: '::ffff:198.51.100.9' } }))).toBe(
      '198.51.100.9',
    );
    expect(
      clientIp(new Request('http://x/', { headers: { 'x-real-ip': '203.0.113.7', 'x-forwarded-for': '203.0.113.8' } })),
    ).toBe('unknown');
    expect(clientIp(new Request('http://x/', { headers: { [CLIENT_IP_HEADER]: 'not an address' } }))).toBe('unknown');
  });
});
