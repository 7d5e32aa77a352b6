import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '@/lib/env';

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

  it('splits the trusted proxy list', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' }).TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});
