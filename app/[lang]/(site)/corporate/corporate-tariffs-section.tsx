import { getTranslations } from 'next-intl/server';
import { tariffsIn } from '@/lib/visitors/billing/tariffs';
import type { Lang } from '@/lib/platform/i18n/locales';
import { CorporateTariffTable } from '@/components/site/corporate-tariff-table';

/** The 'corporate tariffs' section shared by the corporate landing and its internet page. */
export async function CorporateTariffsSection({ lang }: { lang: Lang }) {
  const [t, data] = await Promise.all([getTranslations({ locale: lang, namespace: 'CorporatePage' }), tariffsIn(lang)]);
  return (
    <section aria-labelledby="corporate-tariffs" className="mt-10">
      <h2 id="corporate-tariffs" className="mb-4 text-2xl font-bold">
        {t('tariffsTitle')}
      </h2>
      {data ? (
        <CorporateTariffTable lang={lang} series={data.series} tariffs={data.tariffs} />
      ) : (
        <p role="status">{t('tariffsUnavailable')}</p>
      )}
    </section>
  );
}
