/**
 * The TashNet mark: a 'T' whose stem ends in a signal, on a rounded brand square (32 × 32 units).
 * Shared by the header/footer logo, the Open Graph image and (copied by hand) app/icon.svg, which
 * tests/unit/brand-mark.test.ts keeps identical.
 */
export const MARK_VIEWBOX = '0 0 32 32';
export const MARK_RADIUS = 8;
/** The two signal arcs, stroked in the accent colour. */
export const MARK_ARCS = 'M7.5 20a12 12 0 0 1 17 0M11 23.5a7 7 0 0 1 10 0';
/** The 'T', stroked in white over the arcs. */
export const MARK_T = 'M8 7.5h16M16 7.5v14';
/** The signal's source under the stem. */
export const MARK_DOT = { cx: 16, cy: 26.5, r: 2 } as const;
