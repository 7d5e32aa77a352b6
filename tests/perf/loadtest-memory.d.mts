/** Types of loadtest-memory.mjs for its unit test. */
export const GROWTH_LIMIT: number;
export function judgeMemory(samples: { t: number; rssMb: number }[]): {
  minMb: number;
  maxMb: number;
  middleThirdPeakMb: number;
  lastThirdPeakMb: number;
  growth: number;
  trendMbPerMin: number;
  stable: boolean;
};
