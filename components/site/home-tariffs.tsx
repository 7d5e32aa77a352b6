import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/platform/format/money';
import type { Lang } from '@/lib/platform/i18n/locales';
import { loadTariffPageData } from '@/lib/visitors/tariffs/page-data';
import { homeTariffPicks } from '@/lib/visitors/tariffs/home-picks';
import { SiteLink } from '@/components/ui/site-link';

/**
 * The home page's first section after the slider: a few home tariffs with their monthly price,
 * each leading to its facts page, and the way to all tariffs. Server-rendered links only, styled by
 * the tariff-teaser utility (app/tokens.css) through their parts' elements.
 * While billing is down and has never answered there is nothing to show, and the section is left out.
 */
export async function HomeTariffs({ lang }: { lang: Lang }) {
  const [data, t, common] = await Promise.all([
    loadTariffPageData(lang),
    getTranslations({ locale: lang, namespace: 'HomeTariffs' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  const picks = data ? homeTariffPicks(data.tariffs, data.popular) : [];
  if (picks.length === 0) return null;
  return (
    <section aria-labelledby="home-tariffs-title" className="mt-8">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-tariffs-title" className="text-2xl font-bold">
          {t('title')}
        </h2>
        <SiteLink href={`/${lang}/tariff`} className="link-strong">
          {t('all')}
        </SiteLink>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {picks.map((tariff) => (
          <li key={tariff.code}>
            <SiteLink href={`/${lang}/tariff/${tariff.code}`} className="tariff-teaser">
              <strong>{tariff.name}</strong>
              {tariff.speed > 0 && <b>{t('speed', { speed: tariff.speed })}</b>}
              <span>{tariff.limitGb === null ? t('unlimited') : t('limit', { limit: tariff.limitGb })}</span>
              <span data-role="price">
                <span>{formatMoney(tariff.abon_price!, common('currency'))}</span> <span>{t('perMonth')}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
