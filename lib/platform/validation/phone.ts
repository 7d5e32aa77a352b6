/**
 * Uzbek phone numbers: accepted as typed (spaces, dashes, brackets, with or without +998),
 * stored and shown as +998 XX XXX XX XX.
 */
import { z } from 'zod';
import { nonEmpty } from './fields';

/** The nine national digits of a number, or null when it is not an Uzbek mobile/landline number. */
function nationalDigits(input: string): string | null {
  if (!/^[\d\s()+-]*$/.test(input)) return null;
  const digits = input.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('998')) return digits.slice(3);
  if (digits.length === 9) return digits;
  return null;
}

// Digits separated by spaces, dashes, brackets or pluses: nine national digits, or twelve starting 998.
const SEPARATORS = String.raw`[\s()+-]*`;
const NUMBER = String.raw`${SEPARATORS}(?:9${SEPARATORS}9${SEPARATORS}8${SEPARATORS})?(?:\d${SEPARATORS}){9}`;

/** A valid Uzbek phone number as typed: the same rule as `isValidPhone`, as a pattern the OpenAPI document can state. */
export const PHONE_PATTERN = new RegExp(`^${NUMBER}$`);
const OPTIONAL_PHONE_PATTERN = new RegExp(`^(?:${NUMBER})?$`);
const PHONE_DESCRIPTION =
  'An Uzbek number: its nine digits, or twelve starting 998, with spaces, dashes, brackets or + anywhere; stored as +998 XX XXX XX XX.';

/** Whether the input is a valid Uzbek phone number. */
export function isValidPhone(input: string): boolean {
  return nationalDigits(input) !== null;
}

/** The number as +998 XX XXX XX XX (the input unchanged when it is not valid). */
export function normalizePhone(input: string): string {
  const d = nationalDigits(input);
  if (!d) return input;
  return `+998 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7, 9)}`;
}

/** A required phone field: validated, then normalised. */
export const phoneField = z
  .string()
  .trim()
  .min(1, nonEmpty)
  .max(32)
  .regex(PHONE_PATTERN, { message: 'invalidPhone' })
  .transform(normalizePhone)
  .describe(PHONE_DESCRIPTION);

/** An optional phone field: empty means absent (null). */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(32)
  .regex(OPTIONAL_PHONE_PATTERN, { message: 'invalidPhone' })
  .transform((v) => (v ? normalizePhone(v) : null))
  .nullish()
  .describe(`${PHONE_DESCRIPTION} Empty or absent: none.`);
