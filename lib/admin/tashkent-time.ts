/** Conversions between stored ISO timestamps and the `datetime-local` inputs of the admin, in Tashkent time (UTC+5, no daylight saving). */

const OFFSET_MS = 5 * 60 * 60 * 1000;

/** An ISO timestamp as `YYYY-MM-DDTHH:mm` in Tashkent time; '' when it is not a valid timestamp. */
export function isoToTashkentLocal(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `YYYY-MM-DDTHH:mm` Tashkent time as an ISO timestamp with its +05:00 offset; '' for an empty or malformed input. */
export function tashkentLocalToIso(local: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(local);
  return match ? `${match[1]}${match[2] ?? ':00'}+05:00` : '';
}
