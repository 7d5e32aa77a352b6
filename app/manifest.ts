import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { BRAND_COLORS } from '@/lib/content/brand/colors';
import { DEFAULT_LANG, htmlLang } from '@/lib/platform/i18n/locales';

/** The web app manifest (/manifest.webmanifest): name, icons and colours, opening the default language's home. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: DEFAULT_LANG, namespace: 'Metadata' });
  return {
    name: t('siteName'),
    short_name: 'TashNet',
    description: t('homeDescription'),
    lang: htmlLang(DEFAULT_LANG),
    start_url: `/${DEFAULT_LANG}`,
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_COLORS['brand-600'],
    background_color: BRAND_COLORS.surface,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon.png', sizes: '32x32', type: 'image/png' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
