/** The snow decoration's season (SPEC §9): 5 December through 15 January, by the date in Tashkent. */
import { tashkentDay } from '@/lib/platform/time/tashkent';

/** Whether `date` falls between 5 December and 15 January inclusive, in Asia/Tashkent time. */
export function isSnowSeason(date: Date): boolean {
  const { month, day } = tashkentDay(date);
  return (month === 12 && day >= 5) || (month === 1 && day <= 15);
}
