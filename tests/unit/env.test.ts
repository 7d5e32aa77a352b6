import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/lib/platform/env';

describe('configuration', () => {
  it('has working defaults for every variable', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.ADMIN_EMAIL).toBe('admin@example.com');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
  });

  it('reads the trusted proxy list as CIDRs and names the variable of a bad entry', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.0/8' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1/32',
      '10.0.0.0/8',
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.1, proxy.local' })).toThrow(/TRUSTED_PROXIES: .*proxy\.local/);
  });

  it("shares Next's cache through Redis only when REDIS_URL names one, and listens for saves unless told off", () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe('redis://127.0.0.1:6379/2');
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(parseEnv({}).INVALIDATION_LISTENER).toBe('on');
    expect(parseEnv({ INVALIDATION_LISTENER: 'off' }).INVALIDATION_LISTENER).toBe('off');
    expect(() => parseEnv({ INVALIDATION_LISTENER: 'no' })).toThrow(/INVALIDATION_LISTENER/);
  });

  it('opens the metrics listener only with METRICS_PORT, on the loopback address unless METRICS_HOST says otherwise', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(parseEnv({}).METRICS_HOST).toBe('127.0.0.1');
    expect(parseEnv({ METRICS_HOST: '10.1.2.3' }).METRICS_HOST).toBe('10.1.2.3');
    expect(() => parseEnv({ METRICS_PORT: 'prometheus' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('names this server on localhost when SITE_URL is unset, never another port', () => {
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '3217' }).SITE_URL).toBe('http://localhost:3217');
    expect(parseEnv({ PORT: '3217', SITE_URL: '' }).SITE_URL).toBe('http://localhost:3217');
    expect(parseEnv({ PORT: '3217', SITE_URL: 'https://isp.example.uz' }).SITE_URL).toBe('https://isp.example.uz');
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL/);
  });
});
