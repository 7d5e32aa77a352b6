/**
 * Per-address limits judge the last window as it slides: a burst astride a boundary of the fixed
 * counting windows is seen whole (tested on the admin login limit, 20 attempts per 15 minutes).
 */
import { describe, expect, it } from 'vitest';
import { allowLoginAttempt, loginIpLimit, LOGIN_IP_WINDOW_MS } from '@/lib/staff/auth/login-throttle';
import { setupTestDatabase } from './helpers/database';

const db = setupTestDatabase();
// The default of ADMIN_LOGIN_LIMIT: the tests run without it set.
const LIMIT = 20;
const at = (iso: string) => new Date(`2026-03-02T${iso}Z`);

async function attempts(ip: string, count: number, when: Date): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let i = 0; i < count; i++) answers.push(await allowLoginAttempt(db(), ip, when));
  return answers;
}

describe('per-address limit over a sliding window', () => {
  it('is 20 attempts per 15 minutes unless ADMIN_LOGIN_LIMIT says otherwise', () => {
    expect(loginIpLimit()).toBe(LIMIT);
  });

  it('refuses the attempt past the limit even when the burst straddles a window boundary', async () => {
    expect(await attempts('198.51.100.1', LIMIT, at('10:14:58'))).toEqual(Array(LIMIT).fill(true));
    expect(await attempts('198.51.100.1', 1, at('10:15:01'))).toEqual([false]);
    // another address is counted apart
    expect(await attempts('198.51.100.2', 1, at('10:15:01'))).toEqual([true]);
  });

  it('lets the address in again once the burst has left the last window', async () => {
    await attempts('198.51.100.3', LIMIT + 1, at('11:00:10'));
    expect(await attempts('198.51.100.3', 1, at('11:10:00'))).toEqual([false]);
    const later = new Date(at('11:00:10').getTime() + 2 * LOGIN_IP_WINDOW_MS);
    expect(await attempts('198.51.100.3', 1, later)).toEqual([true]);
  });

  it('forgets the older window gradually: half of it counts half-way through the next', async () => {
    await attempts('198.51.100.4', LIMIT, at('12:14:00'));
    // at 12:22:30, 12:00–12:15 still lies half within the last 15 minutes: 10 of its 20 count
    expect(await attempts('198.51.100.4', 11, at('12:22:30'))).toEqual([...Array(10).fill(true), false]);
  });
});
