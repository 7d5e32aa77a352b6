import { getLocale, getTranslations } from 'next-intl/server';
import { isLang } from '@/lib/platform/i18n/locales';
import { ErrorPanel } from '@/components/site/error-panel';

/** Error 404 (SPEC §2 'Error pages'), answered with HTTP 404. */
export default async function NotFound() {
  const locale = await getLocale();
  const lang = isLang(locale) ? locale : 'rus';
  const t = await getTranslations({ locale: lang, namespace: 'NotFound' });
  return <ErrorPanel title={t('title')} text={t('text')} homeHref={`/${lang}`} homeLabel={t('homeLink')} />;
}
