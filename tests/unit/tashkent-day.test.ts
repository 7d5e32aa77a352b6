import { describe, expect, it } from 'vitest';
import { formatDate, tashkentToday } from '@/lib/platform/format/date';
import { tashkentDay } from '@/lib/platform/time/tashkent';

describe('the date in Tashkent without Intl', () => {
  it('agrees with the time-zone database at every hour of 2025–2027', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tashkent',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
      const { year, month, day } = tashkentDay(new Date(t));
      expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(zone.format(t));
    }
  });

  it('turns the day at 19:00 UTC', () => {
    expect(tashkentToday(new Date('2026-12-31T18:59:59Z'))).toBe('2026-12-31');
    expect(tashkentToday(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    expect(formatDate(new Date('2026-02-28T19:00:00Z'))).toBe('01.03.2026');
  });
});
