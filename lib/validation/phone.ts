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
  .refine(isValidPhone, { message: 'invalidPhone' })
  .transform(normalizePhone);

/** An optional phone field: empty means absent (null). */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(32)
  .refine((v) => v === '' || isValidPhone(v), { message: 'invalidPhone' })
  .transform((v) => (v ? normalizePhone(v) : null))
  .nullish();
