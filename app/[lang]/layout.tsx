import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BRAND_COLORS } from '@/lib/content/brand/colors';
import { env } from '@/lib/platform/env';
import { OG_SIZE, ogImagePath } from '@/lib/content/seo/og-image-url';
import { LAYOUT_NAMESPACES } from '@/lib/platform/i18n/client-messages';
import { htmlLang, isLang, type Lang } from '@/lib/platform/i18n/locales';
import { ClientState } from '@/components/site/client-state';
import { IslandTexts } from '@/components/site/island-texts';
import { Notifications } from '@/components/ui/notifications';
import '../globals.css';

// Nothing is prerendered at build time (the build never opens the database); each page is
// rendered on its first request, then served from Next's cache until an admin save expires it.
export function generateStaticParams() {
  return [];
}

// Pages are also re-rendered in the background once a minute (date-bound slides, the footer's
// year), and a CDN may serve them for that long: Cache-Control s-maxage=60, stale-while-revalidate.
export const revalidate = 60;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: BRAND_COLORS['brand-600'] };

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'Metadata' });
  return {
    title: { default: t('siteName'), template: `%s${t('titleSuffix')}` },
    metadataBase: new URL(env().SITE_URL),
    // Pages without metadata of their own (error pages) still get the brand's picture.
    openGraph: { images: [{ url: ogImagePath(lang, t('siteName')), ...OG_SIZE, alt: t('siteName') }] },
  };
}

/** The document of every public and admin page: html lang, client state, notifications. */
export default async function LangLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang: raw } = await params;
  if (!isLang(raw)) notFound();
  const lang: Lang = raw;
  setRequestLocale(lang);
  const [t, common] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Notifications' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  const { STATISTIC_KEY, MAP_KEY } = env();
  return (
    <html lang={htmlLang(lang)}>
      <body className="flex min-h-screen flex-col bg-surface font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
        >
          {common('skipToContent')}
        </a>
        <IslandTexts lang={lang} namespaces={LAYOUT_NAMESPACES}>
          <ClientState
            lang={lang}
            statisticKey={STATISTIC_KEY}
            mapKey={MAP_KEY}
            serviceUnavailable={t('serviceUnavailable')}
          />
          <Notifications label={t('regionLabel')} dismissLabel={t('dismiss')} />
          {children}
        </IslandTexts>
      </body>
    </html>
  );
}
