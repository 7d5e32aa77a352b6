/** The speed test's arithmetic: Mbit/s, latency and jitter with the warm-up ping discarded, the share of a tariff. */
import { describe, expect, it } from 'vitest';
import { formatFigure, latencyOf, mbps, shareOfTariff } from '@/lib/visitors/speedtest/stats';

describe('speed test figures', () => {
  it('turns bytes over milliseconds into megabits per second', () => {
    expect(mbps(12_500_000, 1000)).toBe(100);
    expect(mbps(1_000_000, 0)).toBe(0);
  });

  it('discards the first ping, takes the median as latency and the mean step between pings as jitter', () => {
    expect(latencyOf([250, 10, 12, 11, 40, 13])).toEqual({ latency: 12, jitter: (2 + 1 + 29 + 27) / 4 });
    expect(latencyOf([90, 8, 10])).toEqual({ latency: 9, jitter: 2 });
    expect(latencyOf([90])).toEqual({ latency: 0, jitter: 0 });
  });

  it('says what share of the tariff speed the test reached', () => {
    expect(shareOfTariff(87.4, 100)).toBe(87);
    expect(shareOfTariff(50, 0)).toBeNull();
  });

  it('writes figures with one decimal after a comma and spaced thousands', () => {
    expect(formatFigure(3.84)).toBe('3,8');
    expect(formatFigure(0)).toBe('0,0');
    expect(formatFigure(1234.56)).toBe('1 234,6');
  });
});
