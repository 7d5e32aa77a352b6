/** The human names of the static components in the admin's language, read from messages on the server. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { NAMED_STATIC_KEYS, STATIC_PAGES } from '@/lib/content/sections/static-components/pages';
import type { StaticNames } from './static-components-list';

/** The pages' names and each named key's name (AdminNames.staticPages, AdminNames.staticKeys). */
export async function staticNames(lang: Lang): Promise<StaticNames> {
  const t = await getTranslations({ locale: lang, namespace: 'AdminNames' });
  const name = (key: string) => t(key as never);
  return {
    pages: Object.fromEntries(STATIC_PAGES.map((p) => [p, name(`staticPages.${p}`)])),
    keys: Object.fromEntries(NAMED_STATIC_KEYS.map((k) => [k, name(`staticKeys.${k}`)])),
  };
}
