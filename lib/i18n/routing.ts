/** next-intl routing: every public path carries /rus or /uzb. */
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LANG, LANGS } from './locales';

export const routing = defineRouting({
  locales: LANGS,
  defaultLocale: DEFAULT_LANG,
  localePrefix: 'always',
  localeDetection: false,
});
