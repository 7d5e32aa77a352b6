/** Bounds and presets of the online payment amount, without zod, so the page imports them without loading the schema library. */

/** The smallest top-up the payment systems accept. */
export const SUM_MIN = 1_000;
/** A cap that catches a mistyped extra zero; a corporate year's prepayment still fits. */
export const SUM_MAX = 50_000_000;
/** Round amounts offered as one-tap choices (billing tells us no subscriber's tariff, so no tariff price). */
export const SUM_PRESETS = [50_000, 100_000, 150_000, 200_000] as const;

/** Digits grouped by thousands, as both languages write sums. */
export const groupedSum = (sum: number) => String(sum).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** A typed sum: digits (spaces allowed) become a number; anything else stays text for the schema to refuse. */
export const parseSumText = (value: unknown) => {
  const text = String(value ?? '').replace(/[\s\u00a0]/g, '');
  return text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text;
};
