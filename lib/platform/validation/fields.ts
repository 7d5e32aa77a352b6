/** Field builders shared by the visitor forms' schemas (server and react-hook-form alike). */
import { z } from 'zod';

/** The 'required' check: an empty value stops there, so it reads 'required' and not also a format error. */
export const nonEmpty = { abort: true } as const;

/** A required single-line text of at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1, nonEmpty).max(max);

/** An optional text: empty means absent (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v ? v : null))
    .nullish();

/** An optional e-mail: empty means absent (null). */
export const optionalEmail = z
  .union([z.literal(''), z.email().max(200)])
  .transform((v) => (v ? v : null))
  .nullish();

/** The solved ALTCHA payload a form carries (base64 JSON, checked on the server). */
export const altchaField = z.string({ message: 'captchaRequired' }).min(1, { message: 'captchaRequired' }).max(8000);
