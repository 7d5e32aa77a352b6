/**
 * The admin's date and time inputs are text in the one admin format, `dd.MM.yyyy HH:mm` (Tashkent
 * time, UTC+5, no daylight saving) or `dd.MM.yyyy`; these turn that text into the stored ISO form
 * and back. Shared by the forms and the section schemas, so client and server read it alike.
 */
import { formatDateTime } from '@/lib/platform/format/date-time';

const DATE_TEXT = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const DATE_TIME_TEXT = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

// A day that exists on the calendar (no 31.02), in a year PostgreSQL stores.
function calendarDay(day: string, month: string, year: string): string | undefined {
  const iso = `${year}-${month}-${day}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) return undefined;
  return date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** Whether a text is in the admin's date-and-time form (its validity aside). */
export function isDateTimeText(text: string): boolean {
  return DATE_TIME_TEXT.test(text.trim());
}

/** Whether a text is in the admin's date form (its validity aside). */
export function isDateText(text: string): boolean {
  return DATE_TEXT.test(text.trim());
}

/** `dd.MM.yyyy HH:mm` Tashkent time as ISO with its +05:00 offset; '' when it is no real moment. */
export function dateTimeTextToIso(text: string): string {
  const match = DATE_TIME_TEXT.exec(text.trim());
  if (!match) return '';
  const [, day, month, year, hour, minute] = match as unknown as string[];
  const iso = calendarDay(day!, month!, year!);
  if (!iso || Number(hour) > 23 || Number(minute) > 59) return '';
  return `${iso}T${hour}:${minute}:00+05:00`;
}

/** `dd.MM.yyyy` as `YYYY-MM-DD`; '' when the day is not on the calendar. */
export function dateTextToIso(text: string): string {
  const match = DATE_TEXT.exec(text.trim());
  return match ? (calendarDay(match[1]!, match[2]!, match[3]!) ?? '') : '';
}

/** A stored date-and-time as the input shows it; text that is not a stored moment stays as typed. */
export function dateTimeInputText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return formatDateTime(value) || value;
}

/** A stored `YYYY-MM-DD` as the input shows it (`dd.MM.yyyy`); other text stays as typed. */
export function dateInputText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
