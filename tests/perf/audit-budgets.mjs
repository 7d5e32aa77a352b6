/**
 * The audit's budgets (docs/performance.md). Speed is judged only with DevTools throttling, as ratios to
 * the bare Next page audited in the same run, each page by the median of its runs; the simulated mode
 * is printed, not judged. The home page, which every visitor loads first, has its own limits.
 */

export const BUDGETS = {
  home: { tbtRatio: 1.2, lcpMs: 1300 },
  other: { tbtRatio: 1.3, lcpMs: 1200 },
  performanceBelowBare: 2,
  cls: 0.02,
  inlineDataBytes: 40 * 1024,
  htmlBytes: 120 * 1024,
};

/** The speed misses of one page against the bare page's figures (`base`) of the same run. */
export function speedMisses(row, base, { home, throttling }) {
  const misses = [];
  if (row.cls > BUDGETS.cls) misses.push(`CLS > ${BUDGETS.cls}`);
  if (throttling !== 'devtools') return misses;
  const limits = home ? BUDGETS.home : BUDGETS.other;
  if (row.performance < base.performance - BUDGETS.performanceBelowBare)
    misses.push(`performance < bare - ${BUDGETS.performanceBelowBare}`);
  if (row.lcpMs > limits.lcpMs) misses.push(`LCP > ${limits.lcpMs / 1000} s`);
  if (row.tbtMs > limits.tbtRatio * base.tbtMs) misses.push(`TBT > ${limits.tbtRatio}× bare`);
  return misses;
}

/** Misses of the page's weight: its inline RSC data and the whole document. */
export function weightMisses(weight) {
  const misses = [];
  if (weight.inlineDataBytes > BUDGETS.inlineDataBytes) misses.push('inline RSC data > 40 KB');
  if (weight.htmlBytes > BUDGETS.htmlBytes) misses.push('HTML > 120 KB');
  return misses;
}

/** Why a row has no figures to judge: Lighthouse could not load the page or measured nothing. */
export function loadMisses(row) {
  const misses = row.error ? [`Lighthouse could not load the page (${row.error})`] : [];
  if (Number.isNaN(row.lcpMs)) misses.push('no metrics');
  return misses;
}

/** Every miss of one audited page: loading, the three other categories at 100, speed and weight. */
export function pageMisses(row, base, options) {
  const misses = loadMisses(row);
  if (row.accessibility < 100) misses.push('accessibility < 100');
  if (row.bestPractices < 100) misses.push('best practices < 100');
  if (row.seo < 100) misses.push('SEO < 100');
  return [...misses, ...speedMisses(row, base, options), ...weightMisses(row)];
}
