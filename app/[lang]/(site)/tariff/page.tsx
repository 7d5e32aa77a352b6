import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { IslandTexts } from '@/components/site/island-texts';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { seriesWithTariffs, tariffsWithoutSeries } from '@/lib/tariffs/view';
import { SeriesGroup } from '@/components/site/series-group';
import { SeriesSelect } from '@/components/site/series-select';
import { TariffGrid } from '@/components/site/tariff-grid';
import { ChannelPackages } from '@/components/site/channel-packages';
import { TariffPicker } from '@/components/site/tariff-picker';
import { TariffsUnavailable } from '@/components/site/tariffs-unavailable';
import { loadTariffPageData } from '@/lib/tariffs/page-data';

type Props = { params: Promise<{ lang: string }> };

// Tariffs come from billing, which has no save hook to expire our cache: re-read every ten minutes
// (while billing is down the last known tariffs are shown and billing is asked again on each re-render: lib/billing/tariffs.ts).
export const revalidate = 600;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [t, meta] = await Promise.all([getTranslations({ locale: lang, namespace: 'TariffPage' }), getTranslations({ locale: lang, namespace: 'Metadata' })]);
  return pageMetadata(lang, '/tariff', t('metaTitle'), t('metaDescription'), siteMeta(meta));
}

/** Tariff plans (SPEC §2): home/office toggle, series select, the parameters picker, every tariff card. */
export default async function TariffPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [data, t, picker, card, common] = await Promise.all([
    loadTariffPageData(lang),
    getTranslations({ locale: lang, namespace: 'TariffPage' }),
    getTranslations({ locale: lang, namespace: 'TariffPicker' }),
    getTranslations({ locale: lang, namespace: 'TariffCard' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  if (!data) return <TariffsUnavailable lang={lang} title={t('title')} />;
  const { series, tariffs, packages } = data;
  const internet = tariffs.filter((tariff) => tariff.kind !== 'tv');
  const tv = tariffsWithoutSeries(tariffs, 'tv');
  const kinds = [
    { kind: 'home', id: 'kind-home', title: t('homeTitle'), label: t('home') },
    { kind: 'corp', id: 'kind-office', title: t('officeTitle'), label: t('office') },
  ] as const;
  return (
    <>
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>


      <p className="mt-3">
        <a href="#picker-title" className="font-semibold text-brand-700 underline">{picker('title')}</a>
      </p>

      {/* The home/office toggle is two radios and CSS (:has), so it works without JavaScript. */}
      <div className="group/kinds mt-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('kindLabel')}</legend>
            <div className="inline-flex rounded-lg border border-brand-600 p-1">
              {kinds.map((k) => (
                <label key={k.id} className="cursor-pointer">
                  <input type="radio" name="tariff-kind" id={k.id} defaultChecked={k.kind === 'home'} className="peer sr-only" />
                  <span className="block rounded-md px-4 py-2 font-semibold text-brand-700 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-accent-500">
                    {k.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <SeriesSelect
            lang={lang}
            groups={kinds.map((k) => ({ label: k.title, inputId: k.id, options: series.filter((s) => s.kind === k.kind).map((s) => ({ code: s.code, name: s.name })) }))}
            labels={{ select: t('seriesLabel'), choose: t('seriesChoose'), go: t('seriesGo') }}
          />
        </div>
        {kinds.map((k) => (
          <section
            key={k.kind}
            aria-labelledby={`${k.id}-title`}
            className={`mt-6 ${k.kind === 'home' ? 'group-has-[#kind-office:checked]/kinds:hidden' : 'group-has-[#kind-home:checked]/kinds:hidden'}`}
          >
            <h2 id={`${k.id}-title`} className="text-2xl font-bold">{k.title}</h2>
            {seriesWithTariffs(series, tariffs, k.kind).map((group) => (
              <SeriesGroup key={group.series.code} lang={lang} series={group.series} tariffs={group.tariffs} packages={packages} moreLabel={t('seriesMore', { name: group.series.name })} />
            ))}
            {tariffsWithoutSeries(tariffs, k.kind).length > 0 && (
              <div className="mt-6">
                <TariffGrid lang={lang} tariffs={tariffsWithoutSeries(tariffs, k.kind)} packages={packages} />
              </div>
            )}
          </section>
        ))}
      </div>

      <section aria-labelledby="picker-title" className="mt-10 rounded-2xl border border-slate-200 p-4 sm:p-6">
        <h2 id="picker-title" className="text-2xl font-bold">{picker('title')}</h2>
        <p className="mb-4 mt-1 text-muted">{picker('intro')}</p>
        <IslandTexts lang={lang} namespaces={['TariffPicker']}>
          <TariffPicker
            tariffs={internet.map(({ code, kind, name, speed, speed_windows, limitGb, abon_price, individual_price_from }) => ({ code, kind, name, speed, speed_windows, limitGb, abon_price, individual_price_from }))}
            currency={common('currency')}
            connectLabel={card('connect')}
            connectLabels={Object.fromEntries(internet.map((tariff) => [tariff.code, card('connectLabel', { name: tariff.name })]))}
          />
        </IslandTexts>
      </section>

      {tv.length > 0 && (
        <section aria-labelledby="tv-title" className="mt-10">
          <h2 id="tv-title" className="text-2xl font-bold">{t('tvTitle')}</h2>
          <p className="mb-4 mt-1 text-muted">{t('tvIntro')}</p>
          <TariffGrid lang={lang} tariffs={tv} packages={packages} />
        </section>
      )}
      <ChannelPackages title={t('channelPackagesTitle')} packages={packages} summaryLabel={(name, count) => card('channels', { name, count })} />
    </>
  );
}
