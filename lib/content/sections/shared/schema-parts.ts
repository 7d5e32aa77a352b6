/** Building blocks of the section schemas and the descriptors the generic admin form renders. */
import { z } from 'zod';
import { isCabinetPlaceholder } from '@/lib/content/site/cabinet-links';
import { dateTextToIso, dateTimeTextToIso, isDateText, isDateTimeText } from '@/lib/staff/admin/tashkent-time';

/** A text in both languages; both required unless `optional`. */
export function localized(max = 500, optional = false) {
  const text = optional ? z.string().trim().max(max) : z.string().trim().min(1).max(max);
  return z.object({ rus: text, uzb: text });
}

const LINK = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

/** A link: a site path (`/tariff`) or an http(s) URL; empty when `optional`. */
export function link(optional = false) {
  const value = z.string().trim().max(500).regex(LINK, 'invalidUrl');
  return optional ? value.or(z.literal('')) : value;
}

/** A menu link (navbar, footer): a link, or a cabinet placeholder the pages replace with the configured cabinet address. */
export function menuLink() {
  return z
    .string()
    .trim()
    .max(500)
    .refine((value) => LINK.test(value) || isCabinetPlaceholder(value), 'invalidUrl');
}

/** An image path: an uploaded one (/uploads/…) or a bundled one (/images/…). */
export function imagePath(optional = false) {
  const value = z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(uploads|images)\/[\w./-]+$/, 'invalidImage');
  return optional ? value.or(z.literal('')) : value;
}

export const position = z.coerce.number().int().min(0).max(10_000);

/** The largest id of a serial (PostgreSQL integer) column: a bigger one is refused, not sent to the database. */
export const MAX_ROW_ID = 2_147_483_647;
/** The id of a row of one of our tables. */
export const rowId = z.coerce.number().int().positive().max(MAX_ROW_ID);
/** The version of an item an edit is based on (the first is 1). */
export const itemVersion = z.number().int().positive().max(MAX_ROW_ID);

// PostgreSQL refuses year 0 and days like 2024-02-30; the regex alone lets both through.
function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.getUTCFullYear() >= 1 && day.toISOString().slice(0, 10) === value;
}

/** A day as stored (`YYYY-MM-DD`); the admin's `dd.MM.yyyy` is read into that form first. */
export const isoDate = z
  .string()
  .transform((value) => (isDateText(value) ? dateTextToIso(value) || value : value))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
      .refine(isCalendarDay, 'invalidDate'),
  );

/** A moment as stored (ISO with its offset); the admin's `dd.MM.yyyy HH:mm` Tashkent time is read into that form first. */
export function isoDateTime() {
  return z
    .string()
    .transform((value) => (isDateTimeText(value) ? dateTimeTextToIso(value) || value : value))
    .pipe(z.iso.datetime({ offset: true, message: 'invalidDate' }));
}
// The offset may move a date into year 0 or 10000, which PostgreSQL's timestamptz does not take.
const inStorableYears = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
};

/** A moment as `isoDateTime` reads it, in a year PostgreSQL's timestamptz stores. */
export function storableDateTime() {
  return isoDateTime().refine(inStorableYears, 'invalidDate');
}

/** A storable moment, or null when the field is left empty. */
export function optionalDateTime() {
  return storableDateTime()
    .nullable()
    .or(z.literal('').transform(() => null));
}

export const optionalDate = isoDate.nullable().or(z.literal('').transform(() => null));

/** How the generic form renders one field of a section's data ('choices': ticked boxes of named rows, a list of ids). */
export type FieldKind =
  | 'localized'
  | 'localized-long'
  | 'localized-html'
  | 'text'
  | 'link'
  | 'image'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  | 'choices'
  | 'files'
  | 'json';

/** A form field of a section: its data key, its kind, the choices of a select, and `listed` to show it in the list whatever its place. */
export type FieldSpec = {
  name: string;
  kind: FieldKind;
  options?: readonly string[];
  optional?: boolean;
  listed?: boolean;
};
