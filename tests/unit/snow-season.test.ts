import { describe, expect, it } from 'vitest';
import { isSnowSeason } from '@/lib/content/season/snow';

describe('isSnowSeason (Asia/Tashkent, UTC+5)', () => {
  it.each([
    ['2026-12-04T12:00:00+05:00', false],
    ['2026-12-04T23:59:59+05:00', false],
    ['2026-12-05T00:00:00+05:00', true],
    ['2026-12-31T12:00:00+05:00', true],
    ['2027-01-01T00:00:00+05:00', true],
    ['2027-01-15T23:59:59+05:00', true],
    ['2027-01-16T00:00:00+05:00', false],
    ['2026-07-01T12:00:00+05:00', false],
    ['2026-11-30T12:00:00+05:00', false],
  ])('%s → %s', (iso, expected) => {
    expect(isSnowSeason(new Date(iso))).toBe(expected);
  });

  it('uses the Tashkent date, not UTC', () => {
    expect(isSnowSeason(new Date('2026-12-04T19:30:00Z'))).toBe(true); // 00:30 on 5 Dec in Tashkent
    expect(isSnowSeason(new Date('2026-12-04T18:59:00Z'))).toBe(false);
    expect(isSnowSeason(new Date('2027-01-15T19:30:00Z'))).toBe(false); // already 16 Jan in Tashkent
    expect(isSnowSeason(new Date('2027-01-15T18:30:00Z'))).toBe(true);
  });
});
