/**
 * The calendar day in Tashkent, computed without Intl.
 * Asia/Tashkent has been a fixed UTC+5 with no daylight saving since 1992 (IANA tzdata), so adding
 * five hours and reading the UTC fields is exact. It matters in the browser: a module-level
 * `Intl.DateTimeFormat` with a `timeZone` loads ICU time-zone data while the page's scripts start,
 * main-thread time paid on every public page (the snow decoration and the news feed are on all of them).
 */

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** A calendar day: month 1–12, day 1–31. */
export type CalendarDay = { year: number; month: number; day: number };

/** The date in Tashkent at the instant `date`. */
export function tashkentDay(date: Date): CalendarDay {
  const shifted = new Date(date.getTime() + TASHKENT_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}
