/** The site's languages as they appear in URLs, and their BCP 47 tags for html lang and Intl. */
import { LANGS, type Lang } from '@/lib/platform/db/schema/localized';
import { requestLang } from './request-lang.mjs';

export { LANGS, type Lang };
export const DEFAULT_LANG: Lang = 'rus';

const HTML_LANG: Record<Lang, string> = { rus: 'ru', uzb: 'uz' };

/** Whether a string is one of the site's languages. */
export function isLang(value: string | undefined | null): value is Lang {
  return value === 'rus' || value === 'uzb';
}

/** The html `lang` / hreflang tag of a site language. */
export function htmlLang(lang: Lang): string {
  return HTML_LANG[lang];
}

/** The language for API messages: `?lang=`, else Accept-Language, else Russian. */
export function langFromRequest(url: URL, acceptLanguage: string | null): Lang {
  return requestLang(url.searchParams.get('lang'), acceptLanguage);
}
