/** The `{lang}` path segment of public content calls, validated (400 envelope otherwise). */
import { z } from 'zod';
import type { Lang } from '@/lib/i18n/locales';
import { validate } from './parse';

/** The `{lang}` path parameter: rus or uzb. */
export const langParams = z.object({ lang: z.enum(['rus', 'uzb'], { message: 'invalidLang' }) });

/** The validated language of a route's params. */
export function langParam(params: { lang: string }): Lang {
  return validate(langParams, params).lang;
}
