/** The snow decoration's season (SPEC §9): 5 December through 15 January, by the date in Tashkent. */

const TASHKENT_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent', month: 'numeric', day: 'numeric' });

/** Whether `date` falls between 5 December and 15 January inclusive, in Asia/Tashkent time. */
export function isSnowSeason(date: Date): boolean {
  const parts = TASHKENT_DAY.formatToParts(date);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  const day = Number(parts.find((p) => p.type === 'day')?.value);
  return (month === 12 && day >= 5) || (month === 1 && day <= 15);
}
