/** The one way the admin shows a moment: dd.MM.yyyy HH:mm in Tashkent time (UTC+5, no daylight saving). */

const OFFSET_MS = 5 * 60 * 60 * 1000;

/** Formats an ISO timestamp or a Date as `dd.MM.yyyy HH:mm` in Tashkent time; '' for a missing or invalid value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return '';
  const iso = new Date(time + OFFSET_MS).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** Text with its `dd.MM.yyyy` dates turned into `yyyy-MM-dd`, so sorting the text sorts the dates in time order. */
export function sortableDateText(text: string): string {
  return text.replace(/\b(\d{2})\.(\d{2})\.(\d{4})\b/g, '$3-$2-$1');
}
