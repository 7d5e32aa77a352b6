/** The language a call names, in its `{lang}` path segment or its `?lang=` query, validated (400 envelope otherwise). */
import { z } from 'zod';
import { isLang, type Lang } from '@/lib/i18n/locales';
import { apiError } from './errors';
import { validate } from './parse';

/** The `{lang}` path parameter: rus or uzb. */
export const langParams = z.object({ lang: z.enum(['rus', 'uzb'], { message: 'invalidLang' }) });

/** The validated language of a route's params. */
export function langParam(params: { lang: string }): Lang {
  return validate(langParams, params).lang;
}

/** Refuses a `?lang=` that is not one of the site's languages, rather than quietly answering in another. */
export function checkLangQuery(url: URL): void {
  if (url.searchParams.getAll('lang').some((value) => !isLang(value))) {
    throw apiError('validation', [{ path: 'lang', key: 'invalidLang' }]);
  }
}
