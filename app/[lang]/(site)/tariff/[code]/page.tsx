import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/platform/env';
import type { Lang } from '@/lib/platform/i18n/locales';
import { absoluteUrl, JsonLd } from '@/lib/content/seo/json-ld';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import { PUBLIC_ROUTE_PATTERNS } from '@/lib/content/seo/public-routes';
import { tariffProductJsonLd } from '@/lib/content/seo/tariff-json-ld';
import { findTariff } from '@/lib/visitors/tariffs/facts';
import { loadTariffPageData } from '@/lib/visitors/tariffs/page-data';
import { SiteLink } from '@/components/ui/site-link';
import { ConnectButton } from '@/components/site/connect-button';
import { IslandTexts } from '@/components/site/island-texts';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';
import { NoScriptNotice } from '@/components/site/no-script-notice';
import { PrintButton } from '@/components/site/print-button';
import { TariffFactsLabel } from '@/components/site/tariff-facts-label';
import { TariffsUnavailable } from '@/components/site/tariffs-unavailable';

type Props = { params: Promise<{ lang: string; code: string }> };

// Tariffs come from billing, which has no save hook to expire our cache: re-read every ten minutes
// (while billing is down the last known tariffs are shown and billing is asked again on each re-render: lib/visitors/billing/tariffs.ts).
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const pathOf = (code: string) => `${PUBLIC_ROUTE_PATTERNS.tariffFacts}${code}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang: raw, code } = await params;
  const lang = raw as Lang;
  const [data, t, meta] = await Promise.all([
    loadTariffPageData(lang),
    getTranslations({ locale: lang, namespace: 'TariffFacts' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  const tariff = data && findTariff(data.tariffs, code);
  if (!tariff) return errorPageMetadata(lang, 'notFound');
  const { name } = tariff;
  return pageMetadata(
    lang,
    pathOf(tariff.code),
    t('metaTitle', { name }),
    t('metaDescription', { name }),
    siteMeta(meta),
  );
}

/** A tariff's facts label: everything paid and received on one printable card; an unknown code → 404. */
export default async function TariffFactsPage({ params }: Props) {
  const { lang: raw, code } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const [data, t, page, seo] = await Promise.all([
    loadTariffPageData(lang),
    getTranslations({ locale: lang, namespace: 'TariffFacts' }),
    getTranslations({ locale: lang, namespace: 'TariffPage' }),
    getTranslations({ locale: lang, namespace: 'Seo' }),
  ]);
  if (!data) return <TariffsUnavailable lang={lang} title={page('title')} />;
  const tariff = findTariff(data.tariffs, code);
  if (!tariff) return <ErrorPageContent lang={lang} kind="notFound" />;
  const url = absoluteUrl(env().SITE_URL, `/${lang}${pathOf(tariff.code)}`);
  const product = tariffProductJsonLd({
    tariff,
    url,
    description: t('metaDescription', { name: tariff.name }),
    brand: seo('publisher'),
  });

  return (
    <div className="mx-auto max-w-2xl">
      <JsonLd data={product} />
      <nav className="mb-3 text-sm print:hidden">
        <SiteLink href={`/${lang}/tariff`} className="text-brand-700 underline">
          {t('allTariffs')}
        </SiteLink>
      </nav>
      <TariffFactsLabel
        lang={lang}
        tariff={tariff}
        seriesName={data.series.find((s) => s.code === tariff.series)?.name}
        channelPackage={data.packages.find((p) => p.id === tariff.channel_package)}
      />
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
        <div className="sm:w-56">
          <IslandTexts lang={lang} namespaces={['ConnectButton']}>
            <ConnectButton code={tariff.code} name={tariff.name} />
          </IslandTexts>
        </div>
        <PrintButton label={t('print')} />
      </div>
      <NoScriptNotice span="mt-4 block print:hidden" />
      <p className="mt-4 print:hidden">
        <SiteLink href={`/${lang}/coverage_area`} className="text-brand-700 underline">
          {t('checkAddress')}
        </SiteLink>
      </p>
    </div>
  );
}
