/** Input the database cannot store is refused by validation, not left to fail in PostgreSQL with a 500. */
import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, isoDate, rowId } from '@/lib/content/sections/shared/schema-parts';
import { newsData } from '@/lib/content/sections/news/schema';
import { unstorableTextPath } from '@/lib/platform/validation/storable-text';

describe('text PostgreSQL cannot store', () => {
  it('names the first string or key with a NUL or a lone surrogate', () => {
    expect(unstorableTextPath({ title: { rus: 'Тариф', uzb: 'Ta\u0000rif' } })).toBe('title.uzb');
    expect(unstorableTextPath({ list: [{ ok: 'x' }, { ['k\ud800']: 1 }] })).toBe('list.1.k\ud800');
    expect(unstorableTextPath('\udfff')).toBe('');
  });

  it('lets through every other text, emoji (a surrogate pair) included', () => {
    expect(unstorableTextPath({ a: ['😀 Salom', 'Привет\t\n', 5, null, true], b: { c: 'ʻ' } })).toBeNull();
  });

  it('walks 100 000 levels of nesting without running out of stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableTextPath(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('values PostgreSQL refuses', () => {
  it('ids beyond the integer column', () => {
    expect(rowId.safeParse(MAX_ROW_ID).success).toBe(true);
    expect(rowId.safeParse(MAX_ROW_ID + 1).success).toBe(false);
    expect(rowId.safeParse('99999999999').success).toBe(false);
  });

  it('days that are not on the calendar, and year 0', () => {
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
    for (const day of ['2023-02-29', '2024-02-30', '2024-13-01', '0000-01-01'])
      expect(isoDate.safeParse(day).success, day).toBe(false);
  });

  it('news dates that fall in year 0 or 10000 in UTC', () => {
    const published = (at: string) => newsData.shape.published_at.safeParse(at).success;
    expect(published('2026-01-05T09:00:00+05:00')).toBe(true);
    expect(published('0001-01-01T00:00:00+14:00')).toBe(false);
    expect(published('9999-12-31T23:00:00-05:00')).toBe(false);
  });
});
