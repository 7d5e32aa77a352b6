import { getTranslations } from 'next-intl/server';
import type { BillingSeries, BillingTariff } from '@/lib/visitors/billing/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { formatMoney } from '@/lib/platform/format/money';
import type { Lang } from '@/lib/platform/i18n/locales';
import { describeWindows } from '@/lib/visitors/tariffs/windows';

type Props = { lang: Lang; series: LocalizedAs<BillingSeries>[]; tariffs: LocalizedAs<BillingTariff>[] };

/** Corporate tariffs grouped by series: speeds per time window, TAS-IX speed, traffic and monthly price. */
export async function CorporateTariffTable({ lang, series, tariffs }: Props) {
  const [t, common] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'CorporatePage' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  const currency = common('currency');
  const price = (tariff: LocalizedAs<BillingTariff>) => {
    if (tariff.abon_price != null) return formatMoney(tariff.abon_price, currency);
    if (tariff.individual_price_from != null)
      return t('priceFrom', { price: formatMoney(tariff.individual_price_from, currency) });
    return t('individualPrice');
  };
  const groups = series
    .filter((s) => s.kind === 'corp')
    .map((s) => ({ ...s, tariffs: tariffs.filter((tariff) => tariff.kind === 'corp' && tariff.series === s.code) }))
    .filter((s) => s.tariffs.length > 0);

  return (
    <div className="space-y-8">
      {groups.map((group) => (
        <section key={group.code} aria-labelledby={`series-${group.code}`}>
          <h3 id={`series-${group.code}`} className="text-xl font-semibold">
            {group.name}
          </h3>
          <p className="mt-1 text-sm text-muted">{group.description}</p>
          <div className="mt-3">
            {/* Styled by the tariff-table utility (app/tokens.css), two lines a row below sm. */}
            <table className="tariff-table">
              <caption className="sr-only">{group.name}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('tariff')}</th>
                  <th scope="col">{t('speed')}</th>
                  <th scope="col">{t('price')}</th>
                </tr>
              </thead>
              <tbody>
                {group.tariffs.map((tariff) => (
                  <tr key={tariff.code}>
                    <th scope="row">
                      {tariff.name}
                      <span>{tariff.limitGb == null ? t('unlimited') : t('limit', { limit: tariff.limitGb })}</span>
                    </th>
                    <td>
                      {tariff.speed_windows.length > 0 ? (
                        <ul>
                          {describeWindows(tariff.speed_windows, t('speedUnit')).map((w) => (
                            <li key={w.hours}>
                              <span>{w.hours}</span>: <span>{w.speed}</span>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <p>
                          {tariff.speed} {t('speedUnit')}, {t('allDay')}
                        </p>
                      )}
                      <p>{t('tasix', { speed: tariff.speed_tasix })}</p>
                    </td>
                    <td>{price(tariff)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
