import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IslandTexts } from '@/components/site/island-texts';
import { TARIFF_CARD_NAMESPACES } from '@/lib/platform/i18n/client-messages';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { seriesWithTariffs, tariffsWithoutSeries } from '@/lib/visitors/tariffs/view';
import { KindTariffs } from '@/components/site/kind-tariffs';
import { TariffGrid } from '@/components/site/tariff-grid';
import { ChannelPackageLinks } from '@/components/site/channel-package-links';
import { TariffPicker } from '@/components/site/tariff-picker';
import { TariffsUnavailable } from '@/components/site/tariffs-unavailable';
import { loadTariffPageData } from '@/lib/visitors/tariffs/page-data';

type Props = { params: Promise<{ lang: string }> };

// Tariffs come from billing, which has no save hook to expire our cache: re-read every ten minutes
// (while billing is down the last known tariffs are shown and billing is asked again on each re-render: lib/visitors/billing/tariffs.ts).
export const revalidate = 600;

export const generateMetadata = metadataFromMessages('TariffPage', '/tariff', 'metaTitle', 'metaDescription');

/** Tariff plans (SPEC §2): home/office toggle, series select, the parameters picker, every tariff card. */
export default async function TariffPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [data, t, picker, card, seriesNav] = await Promise.all([
    loadTariffPageData(lang),
    getTranslations({ locale: lang, namespace: 'TariffPage' }),
    getTranslations({ locale: lang, namespace: 'TariffPicker' }),
    getTranslations({ locale: lang, namespace: 'TariffCard' }),
    getTranslations({ locale: lang, namespace: 'TariffSeriesNav' }),
  ]);
  if (!data) return <TariffsUnavailable lang={lang} title={t('title')} />;
  const { series, tariffs, packages, popular } = data;
  const tv = tariffsWithoutSeries(tariffs, 'tv');
  const kinds = [
    { kind: 'home', id: 'kind-home', title: t('homeTitle') },
    { kind: 'corp', id: 'kind-office', title: t('officeTitle') },
  ] as const;
  return (
    <>
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>

      {/* The card texts are sent once for the page's three card lists. */}
      <IslandTexts lang={lang} namespaces={['TariffPicker', ...TARIFF_CARD_NAMESPACES]}>
        {/* The home/office toggle is the picker's two radios and CSS (:has), so it works without JavaScript. */}
        <div className="group/kinds mt-6">
          <section aria-labelledby="picker-title" className="rounded-2xl border border-line bg-brand-50 p-4 sm:p-6">
            <h2 id="picker-title" className="text-xl font-bold">
              {picker('title')}
            </h2>
            <div className="mt-3">
              <TariffPicker placeLabels={{ legend: t('kindLabel'), home: t('home'), office: t('office') }} />
            </div>
          </section>
          {kinds.map((k) => (
            <section
              key={k.kind}
              id={`${k.id}-tariffs`}
              aria-labelledby={`${k.id}-title`}
              className={`mt-8 ${k.kind === 'home' ? 'group-has-[#kind-office:checked]/kinds:hidden' : 'group-has-[#kind-home:checked]/kinds:hidden'}`}
            >
              <h2 id={`${k.id}-title`} className="text-2xl font-bold">
                {k.title}
              </h2>
              <KindTariffs
                lang={lang}
                kind={k.kind}
                groups={seriesWithTariffs(series, tariffs, k.kind)}
                loose={tariffsWithoutSeries(tariffs, k.kind)}
                packages={packages}
                popular={popular}
                labels={{ nav: seriesNav('label'), series: (name) => seriesNav('series', { name }) }}
              />
            </section>
          ))}
        </div>

        {tv.length > 0 && (
          <section aria-labelledby="tv-title" className="mt-10">
            <h2 id="tv-title" className="text-2xl font-bold">
              {t('tvTitle')}
            </h2>
            <p className="mb-4 mt-1 text-muted">{t('tvIntro')}</p>
            <TariffGrid lang={lang} tariffs={tv} packages={packages} popular={popular} />
          </section>
        )}
      </IslandTexts>
      <ChannelPackageLinks
        lang={lang}
        title={t('channelPackagesTitle')}
        packages={packages}
        label={(name, count) => card('channels', { name, count })}
      />
    </>
  );
}
