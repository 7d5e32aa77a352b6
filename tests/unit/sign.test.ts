import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER, TIME_HEADER, signature, signatureHeaders } from '@/lib/http/api/sign';

describe('request signature (SPEC §7)', () => {
  it('is the lowercase hex md5 of time + statistic_key + map_key', () => {
    // expected values computed independently with coreutils md5sum
    expect(signature('1700000000000', 'stat-key', 'map-key')).toBe('3ea20e43ea07784848c155cfcb028df2');
    expect(signature('1', 'a', 'b')).toBe('9e3ad6527f3e163bbc1000b541436247');
  });

  it('puts the time in ms into Z-Time and the signature into Z-Statistic', () => {
    const headers = signatureHeaders('stat-key', 'map-key', 1700000000000);
    expect(headers[TIME_HEADER]).toBe('1700000000000');
    expect(headers[SIGNATURE_HEADER]).toBe('3ea20e43ea07784848c155cfcb028df2');
  });
});
