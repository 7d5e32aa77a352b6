import { describe, expect, it } from 'vitest';
import { adminCsp, baseSecurityHeaders, publicCsp } from '@/lib/platform/security/headers';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('content security policy', () => {
  it('locks public pages to our origin and never allows eval', () => {
    const csp = directives(publicCsp({ analytics: {}, formTargets: ['https://cabinet.example.uz'] }));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toContain('https://cabinet.example.uz');
    expect(csp.get('form-action')).toContain('https://checkout.paycom.uz');
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('opens an analytics origin only when its ID is configured', () => {
    expect(publicCsp({ analytics: {}, formTargets: [] })).not.toContain('googletagmanager');
    const csp = directives(publicCsp({ analytics: { GA_ID: 'G-1' }, formTargets: [] }));
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('script-src')).not.toContain('https://mc.yandex.ru');
  });

  it('allows admin scripts by nonce only', () => {
    const csp = directives(adminCsp('abc123'));
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });
});

describe('base headers', () => {
  it('adds HSTS only over HTTPS', () => {
    expect(baseSecurityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(baseSecurityHeaders(false)['X-Content-Type-Options']).toBe('nosniff');
  });
});
