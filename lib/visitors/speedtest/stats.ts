/** The speed test's arithmetic (pure): latency and jitter from ping times, a rate in Mbit/s, and how figures read. */
import { groupThousands } from '@/lib/platform/format/money';

/** Megabits per second of `bytes` moved in `ms` milliseconds (0 for no time). */
export function mbps(bytes: number, ms: number): number {
  return ms > 0 ? (bytes * 8) / (ms * 1000) : 0;
}

/**
 * Latency and jitter (ms) of ping round trips in the order sent. The first opens the connection
 * and is discarded; latency is the median of the rest (one stall does not move it) and jitter the
 * mean difference between consecutive round trips, as RFC 3550 describes it.
 */
export function latencyOf(roundTrips: number[]): { latency: number; jitter: number } {
  const samples = roundTrips.slice(1);
  if (samples.length === 0) return { latency: 0, jitter: 0 };
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const latency = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  let differences = 0;
  for (let i = 1; i < samples.length; i++) differences += Math.abs(samples[i]! - samples[i - 1]!);
  return { latency, jitter: samples.length > 1 ? differences / (samples.length - 1) : 0 };
}

/** The share (whole percent) of `speed` in `tariffSpeed`, or null without a tariff speed. */
export function shareOfTariff(speed: number, tariffSpeed: number): number | null {
  return tariffSpeed > 0 ? Math.round((speed / tariffSpeed) * 100) : null;
}

/** A figure as the page shows it in both languages: one decimal after a comma, thousands spaced (1234.56 → '1 234,6'). */
export function formatFigure(value: number): string {
  const [whole, fraction] = value.toFixed(1).split('.');
  return `${groupThousands(Number(whole))},${fraction}`;
}
