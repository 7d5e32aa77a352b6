import { describe, expect, it } from 'vitest';
import { describeWindows, formatWindow } from '@/lib/visitors/tariffs/windows';

describe('tariff windows', () => {
  it('writes a window with an en dash', () => {
    expect(formatWindow({ from: '07:00', to: '19:00' })).toBe('07:00–19:00');
    expect(formatWindow({ from: '20:00', to: '01:00' })).toBe('20:00–01:00');
  });

  it('describes each window with its speed in the given unit, in order', () => {
    const windows = [
      { from: '01:00', to: '20:00', speed: 200 },
      { from: '20:00', to: '01:00', speed: 30 },
    ];
    expect(describeWindows(windows, 'Мбит/с')).toEqual([
      { hours: '01:00–20:00', speed: '200 Мбит/с' },
      { hours: '20:00–01:00', speed: '30 Мбит/с' },
    ]);
    expect(describeWindows([], 'Mbit/s')).toEqual([]);
  });
});
