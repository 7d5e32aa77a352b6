/** Dates as the site shows them: DD.MM.YYYY in Tashkent time. */

const FORMAT = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric' });

/** Formats an ISO timestamp or a YYYY-MM-DD date as DD.MM.YYYY. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  return FORMAT.format(typeof value === 'string' ? new Date(value) : value);
}

/** Today's date in Tashkent as YYYY-MM-DD. */
export function tashkentToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(now);
}
