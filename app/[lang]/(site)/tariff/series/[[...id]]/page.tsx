import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import { loadTariffPageData } from '@/lib/visitors/tariffs/page-data';
import { TariffGrid } from '@/components/site/tariff-grid';
import { IslandTexts } from '@/components/site/island-texts';
import { TARIFF_CARD_NAMESPACES } from '@/lib/platform/i18n/client-messages';
import { TariffsUnavailable } from '@/components/site/tariffs-unavailable';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string; id?: string[] }> };

// Tariffs come from billing, which has no save hook to expire our cache: re-read every ten minutes
// (while billing is down the last known tariffs are shown and billing is asked again on each re-render: lib/visitors/billing/tariffs.ts).
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

/** A path segment decoded; one that is not valid percent-encoding (a lone '%') is taken as written. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The series code of the URL: none for the list, one segment for a series, anything longer is unknown. */
async function seriesCode(params: Props['params']): Promise<string | null | undefined> {
  const { id } = await params;
  if (!id || id.length === 0) return null;
  return id.length === 1 ? safeDecode(id[0]!) : undefined;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [code, t, meta] = await Promise.all([
    seriesCode(params),
    getTranslations({ locale: lang, namespace: 'SeriesPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  if (code === null) return pageMetadata(lang, '/tariff/series', t('metaTitle'), t('metaDescription'), siteMeta(meta));
  const series = code ? (await loadTariffPageData(lang))?.series.find((s) => s.code === code) : undefined;
  if (!series) return errorPageMetadata(lang, 'notFound');
  return pageMetadata(
    lang,
    `/tariff/series/${series.code}`,
    t('seriesTitle', { name: series.name }),
    t('seriesMetaDescription', { name: series.name }),
    siteMeta(meta),
  );
}

/** Tariff series (SPEC §2): without an id every series; with one, its description and tariffs; unknown → 404. */
export default async function SeriesPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [code, data, t] = await Promise.all([
    seriesCode(params),
    loadTariffPageData(lang),
    getTranslations({ locale: lang, namespace: 'SeriesPage' }),
  ]);
  if (code === undefined) return <ErrorPageContent lang={lang} kind="notFound" />;
  if (!data) return <TariffsUnavailable lang={lang} title={t('title')} />;
  const { series, tariffs, packages, popular } = data;

  if (code === null) {
    return (
      <>
        <h1 className="text-3xl font-extrabold">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('intro')}</p>
        {(['home', 'corp'] as const).map((kind) => (
          <section key={kind} aria-labelledby={`series-${kind}`} className="mt-8">
            <h2 id={`series-${kind}`} className="text-2xl font-bold">
              {t(kind === 'home' ? 'home' : 'office')}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {series
                .filter((s) => s.kind === kind)
                .map((s) => (
                  <li key={s.code} className="flex flex-col rounded-xl border border-line p-4">
                    <h3 className="text-xl font-bold">{s.name}</h3>
                    <p className="mt-1 text-sm text-muted">
                      {t('tariffCount', { count: tariffs.filter((tariff) => tariff.series === s.code).length })}
                    </p>
                    <p className="mt-2 flex-1 text-sm">{s.description}</p>
                    <SiteLink href={`/${lang}/tariff/series/${s.code}`} className="mt-3 link-strong">
                      {t('open', { name: s.name })}
                    </SiteLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <SiteLink href={`/${lang}/tariff`} className="mt-8 inline-block text-brand-700 underline">
          {t('allTariffs')}
        </SiteLink>
      </>
    );
  }

  const current = series.find((s) => s.code === code);
  if (!current) return <ErrorPageContent lang={lang} kind="notFound" />;
  const own = tariffs.filter((tariff) => tariff.series === current.code);
  return (
    <>
      <nav className="text-sm">
        <SiteLink href={`/${lang}/tariff/series`} className="text-brand-700 underline">
          {t('back')}
        </SiteLink>
      </nav>
      <h1 className="mt-2 text-3xl font-extrabold">{t('seriesTitle', { name: current.name })}</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">{current.description}</p>
      <section aria-labelledby="series-tariffs" className="mt-6">
        <h2 id="series-tariffs" className="mb-4 text-2xl font-bold">
          {t('tariffsTitle')}
        </h2>
        {own.length ? (
          <IslandTexts lang={lang} namespaces={TARIFF_CARD_NAMESPACES}>
            <TariffGrid lang={lang} tariffs={own} packages={packages} popular={popular} />
          </IslandTexts>
        ) : (
          <p>{t('noTariffs')}</p>
        )}
      </section>
      <SiteLink href={`/${lang}/tariff`} className="mt-8 inline-block text-brand-700 underline">
        {t('allTariffs')}
      </SiteLink>
    </>
  );
}
