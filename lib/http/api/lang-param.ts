/** The language a call names, in its `{lang}` path segment or its `?lang=` query, validated (400 envelope otherwise). */
import { z } from 'zod';
import { isLang } from '@/lib/platform/i18n/locales';
import { fail } from '@/lib/platform/errors/domain-error';

/** The `{lang}` path parameter: rus or uzb. */
export const langParams = z.object({ lang: z.enum(['rus', 'uzb'], { message: 'invalidLang' }) });

/** Refuses a `?lang=` that is not one of the site's languages, rather than quietly answering in another. */
export function checkLangQuery(url: URL): void {
  if (url.searchParams.getAll('lang').some((value) => !isLang(value))) {
    throw fail('validation', [{ path: 'lang', key: 'invalidLang' }]);
  }
}
