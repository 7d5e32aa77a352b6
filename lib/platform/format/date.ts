/** Dates as the site shows them: DD.MM.YYYY in Tashkent time. */
import { tashkentDay } from '@/lib/platform/time/tashkent';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Formats an ISO timestamp or a YYYY-MM-DD date as DD.MM.YYYY. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  const { year, month, day } = tashkentDay(typeof value === 'string' ? new Date(value) : value);
  return `${twoDigits(day)}.${twoDigits(month)}.${year}`;
}

/** Today's date in Tashkent as YYYY-MM-DD. */
export function tashkentToday(now = new Date()): string {
  const { year, month, day } = tashkentDay(now);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
