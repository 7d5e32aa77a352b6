import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dateInputText,
  dateTextToIso,
  dateTimeInputText,
  dateTimeTextToIso,
  isDateText,
  isDateTimeText,
} from '@/lib/staff/admin/tashkent-time';
import { isoDate, isoDateTime } from '@/lib/content/sections/shared/schema-parts';
import { newsData } from '@/lib/content/sections/news/schema';

describe('admin date and time text (dd.MM.yyyy HH:mm, Tashkent)', () => {
  it('shows a stored moment in Tashkent time, across the day and year boundary', () => {
    expect(dateTimeInputText('2026-11-20T05:30:00.000Z')).toBe('20.11.2026 10:30');
    expect(dateTimeInputText('2026-12-31T21:15:00Z')).toBe('01.01.2027 02:15');
    expect(dateTimeInputText('2026-06-01T12:00:00+05:00')).toBe('01.06.2026 12:00');
  });

  it('reads typed text as ISO with the +05:00 offset', () => {
    expect(dateTimeTextToIso('21.11.2026 09:15')).toBe('2026-11-21T09:15:00+05:00');
    expect(dateTimeTextToIso(' 21.11.2026 09:15 ')).toBe('2026-11-21T09:15:00+05:00');
    expect(Date.parse(dateTimeTextToIso('21.11.2026 09:15'))).toBe(Date.parse('2026-11-21T04:15:00Z'));
    expect(dateTextToIso('20.11.2026')).toBe('2026-11-20');
  });

  it('refuses moments and days that do not exist, and other formats', () => {
    for (const text of ['31.02.2026 10:00', '20.11.2026 24:00', '20.11.2026 10:60', '00.01.2026 10:00', ''])
      expect(dateTimeTextToIso(text), text).toBe('');
    expect(dateTimeTextToIso('2026-11-21T09:15')).toBe('');
    expect(dateTextToIso('29.02.2023')).toBe('');
    expect(dateTextToIso('29.02.2024')).toBe('2024-02-29');
    expect(isDateTimeText('21.11.2026 09:15')).toBe(true);
    expect(isDateText('21.11.2026 09:15')).toBe(false);
  });

  it('keeps text that is no stored value as typed, so the input never loses it', () => {
    expect(dateTimeInputText('21.11.2026 9')).toBe('21.11.2026 9');
    expect(dateTimeInputText(null)).toBe('');
    expect(dateInputText('2026-11-20')).toBe('20.11.2026');
    expect(dateInputText('20.11')).toBe('20.11');
  });

  it('round-trips any minute', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }), (minute) => {
        const iso = new Date(minute * 60_000).toISOString();
        expect(Date.parse(dateTimeTextToIso(dateTimeInputText(iso)))).toBe(minute * 60_000);
      }),
    );
  });

  it('the section schemas (client and server) store the typed text as ISO and refuse a wrong one', () => {
    expect(isoDateTime().parse('21.11.2026 09:15')).toBe('2026-11-21T09:15:00+05:00');
    expect(isoDateTime().parse('2026-11-21T04:15:00Z')).toBe('2026-11-21T04:15:00Z');
    const wrong = newsData.shape.published_at.safeParse('31.02.2026 10:00');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('invalidDate');
    expect(isoDate.parse('20.11.2026')).toBe('2026-11-20');
    expect(isoDate.safeParse('30.02.2026').success).toBe(false);
  });
});
