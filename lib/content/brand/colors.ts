/**
 * The brand colours for what CSS cannot reach (the manifest, the browser's theme colour, the
 * Open Graph image): the same values as the @theme tokens of app/tokens.css, which
 * tests/unit/brand-colors.test.ts keeps in step.
 */
export const BRAND_COLORS = {
  'brand-50': '#eef6ff',
  'brand-600': '#0b5cab',
  'brand-800': '#073a6c',
  'accent-500': '#00a3e0',
  ink: '#14202e',
  surface: '#ffffff',
} as const;
