import { describe, expect, it } from 'vitest';
import { dayAsTyped, inboxQuery } from '@/lib/staff/inbox/contract';

describe('inbox list filters', () => {
  it('take a day as the admin types it (dd.mm.yyyy) or as other callers send it (yyyy-mm-dd)', () => {
    const parsed = inboxQuery.parse({ from: '01.11.2026', to: '2026-11-26' });
    expect(parsed).toMatchObject({ from: '2026-11-01', to: '2026-11-26', page: 1, per_page: 50 });
  });

  it('refuse a day that is not on the calendar, in either form', () => {
    for (const from of ['31.02.2026', '2026-02-31', '1.11.2026', '2026/11/01']) {
      expect(inboxQuery.safeParse({ from }).success, from).toBe(false);
    }
  });

  it('show a stored day in the admin format and leave anything else as typed', () => {
    expect(dayAsTyped('2026-11-01')).toBe('01.11.2026');
    expect(dayAsTyped('01.11.2026')).toBe('01.11.2026');
    expect(dayAsTyped(undefined)).toBe('');
  });
});
