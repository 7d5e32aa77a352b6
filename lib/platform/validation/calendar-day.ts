/**
 * A calendar day as typed: yyyy-mm-dd, or dd.mm.yyyy (the admin's one date format). The pattern is the
 * whole check (no 31st of February, 29th of February in leap years only), so the OpenAPI document,
 * generated from it, says exactly what the server accepts.
 */
import { z } from 'zod';

const LEAP_YEAR = String.raw`(?:\d\d(?:[2468][048]|[13579][26]|0[48])|(?:[02468][048]|[13579][26])00)`;
const ISO_DAY = String.raw`(?:${LEAP_YEAR}-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))`;
const TYPED_DAY = String.raw`(?:29\.02\.${LEAP_YEAR}|(?:(?:0[1-9]|[12]\d|3[01])\.(?:0[13578]|1[02])|(?:0[1-9]|[12]\d|30)\.(?:0[469]|11)|(?:0[1-9]|1\d|2[0-8])\.02)\.\d{4})`;

/** A real calendar day, yyyy-mm-dd or dd.mm.yyyy, spaces around allowed. */
export const CALENDAR_DAY = new RegExp(String.raw`^\s*(?:${ISO_DAY}|${TYPED_DAY})\s*$`);

// dd.mm.yyyy becomes yyyy-mm-dd; a yyyy-mm-dd day stays as it is.
const toIsoDay = (value: string) => {
  const v = value.trim();
  const typed = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(v);
  return typed ? `${typed[3]}-${typed[2]}-${typed[1]}` : v;
};

/** A calendar day field, answered as yyyy-mm-dd. */
export const calendarDayField = z.string().regex(CALENDAR_DAY, { message: 'invalidFormat' }).transform(toIsoDay);
