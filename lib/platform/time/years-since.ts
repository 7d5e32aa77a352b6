/** How many years a date of founding is behind the present, counted as Tashkent's calendar does. */
import { tashkentDay } from './tashkent';

/**
 * The year in Tashkent at `now` minus `year`: the age the company reaches in the current year.
 * Only the founding year is known, not its day, so this is the anniversary of the year, and the
 * page says so ('turns N this year') rather than claiming N full years.
 */
export function yearsSince(year: number, now: Date): number {
  return tashkentDay(now).year - year;
}
