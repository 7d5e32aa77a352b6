import { judgeMemory } from '@/tests/perf/loadtest-memory.mjs';

/** One sample a second for 60 s, RSS given by `rss(second)`. */
const run = (rss: (t: number) => number) => Array.from({ length: 60 }, (_, i) => ({ t: i + 1, rssMb: rss(i + 1) }));

describe('the load test memory rule', () => {
  it('accepts a warm-up rise that levels off, as measured here (+100 MB between 20 and 40 s)', () => {
    const verdict = judgeMemory(run((t) => (t < 20 ? 665 : t < 40 ? 665 + (t - 20) * 5 : 770)));
    expect(verdict).toMatchObject({ stable: true, maxMb: 770 });
  });

  it('is not fooled by garbage collection giving memory back near the end', () => {
    expect(judgeMemory(run((t) => (t < 55 ? 700 : 640))).stable).toBe(true);
  });

  it('fails a leak that keeps growing to the end of the run (3 MB/s)', () => {
    const verdict = judgeMemory(run((t) => 700 + 3 * t));
    expect(verdict.stable).toBe(false);
    expect(verdict.trendMbPerMin).toBeCloseTo(180, 0);
  });

  it('fails a late jump that does not come back down', () => {
    expect(judgeMemory(run((t) => (t < 45 ? 700 : 800))).stable).toBe(false);
  });
});
