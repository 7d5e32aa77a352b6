/**
 * Whether the server's memory stayed stable under load. RSS is sampled every second of the judged
 * run, which follows a warm-up of the same traffic that outlasts the pages' first re-render
 * (loadtest.mjs): from a fresh start, caches fill, the JIT settles, the heap and PGlite's memory grow
 * to their working size and then plateau, and the first wave of page re-renders grows the C heap
 * once; the first third of the judged run is still left to settle. Garbage collection makes RSS
 * dip and recover, so single samples and slopes mislead; peaks do not. A leak sets new peaks to the
 * end of the run, so the rule is: the peak RSS of the last third may exceed the peak of the middle
 * third by at most GROWTH_LIMIT. A plateau passes; a steady leak fails (docs/performance.md says how
 * small a leak a default run catches).
 */
export const GROWTH_LIMIT = 0.05;

/** Least-squares slope of RSS over time, in MB per minute (reported, not judged). */
function trendPerMinute(samples) {
  const n = samples.length;
  const meanT = samples.reduce((s, p) => s + p.t, 0) / n;
  const meanRss = samples.reduce((s, p) => s + p.rssMb, 0) / n;
  const num = samples.reduce((s, p) => s + (p.t - meanT) * (p.rssMb - meanRss), 0);
  const den = samples.reduce((s, p) => s + (p.t - meanT) ** 2, 0);
  return den ? (num / den) * 60 : 0;
}

const peak = (samples) => Math.max(...samples.map((s) => s.rssMb));

/** Judges samples `[{t: seconds, rssMb}]` of one run; answers the figures and the verdict. */
export function judgeMemory(samples) {
  const third = Math.floor(samples.length / 3);
  const middle = samples.slice(third, 2 * third);
  const last = samples.slice(2 * third);
  const enough = middle.length >= 3 && last.length >= 3;
  const growth = enough ? peak(last) / peak(middle) - 1 : 0;
  return {
    minMb: Math.min(...samples.map((s) => s.rssMb)),
    maxMb: peak(samples),
    middleThirdPeakMb: enough ? peak(middle) : 0,
    lastThirdPeakMb: enough ? peak(last) : 0,
    growth,
    trendMbPerMin: samples.length > 1 ? trendPerMinute(samples.slice(third)) : 0,
    stable: enough && growth <= GROWTH_LIMIT,
  };
}
