import { describe, expect, it } from 'vitest';
import { nextRunAt } from '@/lib/platform/db/backup/schedule';
import { parseEnv } from '@/lib/platform/env';

describe('the daily backup time (BACKUP_AT, Tashkent)', () => {
  it('runs later today when the time has not come yet in Tashkent', () => {
    // 20:00 UTC is already 01:00 of the next day in Tashkent
    expect(nextRunAt(new Date('2026-11-27T20:00:00Z'), '03:00').toISOString()).toBe('2026-11-27T22:00:00.000Z');
  });

  it('runs tomorrow when the time has passed, and never at the very moment it is asked', () => {
    expect(nextRunAt(new Date('2026-11-27T23:00:00Z'), '03:00').toISOString()).toBe('2026-11-28T22:00:00.000Z');
    expect(nextRunAt(new Date('2026-11-27T22:00:00Z'), '03:00').toISOString()).toBe('2026-11-28T22:00:00.000Z');
  });

  it('takes the next minute as the next run', () => {
    expect(nextRunAt(new Date('2026-11-27T10:41:30Z'), '15:42').toISOString()).toBe('2026-11-27T10:42:00.000Z');
  });
});

describe('the backup settings', () => {
  it('back up at 03:00 on the embedded database and not on PostgreSQL unless told', () => {
    expect(parseEnv({}).BACKUP_AT).toBe('03:00');
    expect(parseEnv({ DATABASE_URL: 'postgres://db/site' }).BACKUP_AT).toBe('off');
    expect(parseEnv({ DATABASE_URL: 'postgres://db/site', BACKUP_AT: '04:30' }).BACKUP_AT).toBe('04:30');
    expect(parseEnv({}).BACKUP_KEEP).toBe(7);
  });

  it('name BACKUP_AT when it is no time of day', () => {
    for (const value of ['3:00', '24:00', '12:60', 'never'])
      expect(() => parseEnv({ BACKUP_AT: value }), value).toThrow(/BACKUP_AT: must be a time of day/);
    expect(() => parseEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});
