import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoToTashkentLocal, tashkentLocalToIso } from '@/lib/admin/tashkent-time';

describe('Tashkent time of the admin date-time inputs', () => {
  it('shows a UTC timestamp five hours later, across a day boundary', () => {
    expect(isoToTashkentLocal('2026-11-20T05:30:00.000Z')).toBe('2026-11-20T10:30');
    expect(isoToTashkentLocal('2026-12-31T21:15:00Z')).toBe('2027-01-01T02:15');
    expect(isoToTashkentLocal('2026-06-01T12:00:00+05:00')).toBe('2026-06-01T12:00');
  });

  it('stores an input as an ISO timestamp with the +05:00 offset', () => {
    expect(tashkentLocalToIso('2026-11-21T09:15')).toBe('2026-11-21T09:15:00+05:00');
    expect(tashkentLocalToIso('2026-11-21T09:15:30')).toBe('2026-11-21T09:15:30+05:00');
    expect(Date.parse(tashkentLocalToIso('2026-11-21T09:15'))).toBe(Date.parse('2026-11-21T04:15:00Z'));
  });

  it('answers empty for empty or malformed values', () => {
    expect(isoToTashkentLocal('')).toBe('');
    expect(isoToTashkentLocal(null)).toBe('');
    expect(isoToTashkentLocal('not a date')).toBe('');
    expect(tashkentLocalToIso('')).toBe('');
    expect(tashkentLocalToIso('21.11.2026 09:15')).toBe('');
  });

  it('round-trips any minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }), (minute) => {
        const iso = new Date(minute * 60_000).toISOString();
        expect(Date.parse(tashkentLocalToIso(isoToTashkentLocal(iso)))).toBe(minute * 60_000);
      }),
    );
  });
});
