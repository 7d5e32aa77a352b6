import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format/money';
import type { Lang } from '@/lib/i18n/locales';
import type { ChannelPackageView, Tariff } from '@/lib/tariffs/view';
import { ConnectButton } from './connect-button';

type Props = { lang: Lang; tariff: Tariff; channelPackage?: ChannelPackageView; headingLevel?: 'h3' | 'h4' };

/** One tariff: speeds (overall, TAS-IX, by time window), limit, price, registration fee, channels, connect. */
export async function TariffCard({ lang, tariff, channelPackage, headingLevel: Heading = 'h3' }: Props) {
  const [t, common] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'TariffCard' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  const money = (amount: number) => formatMoney(amount, common('currency'));
  const headingId = `tariff-${tariff.code}-name`;
  return (
    <article id={`tariff-${tariff.code}`} aria-labelledby={headingId} className="flex h-full flex-col rounded-xl border border-line p-4 shadow-sm">
      <Heading id={headingId} className="text-xl font-bold text-brand-700">{tariff.name}</Heading>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {tariff.speed > 0 && (
          <>
            <dt className="text-muted">{t('speed')}</dt>
            <dd className="font-semibold">{t('mbit', { speed: tariff.speed })}</dd>
            <dt className="text-muted">{t('tasix')}</dt>
            <dd className="font-semibold">{t('mbit', { speed: tariff.speed_tasix })}</dd>
            <dt className="text-muted">{t('limit')}</dt>
            <dd className="font-semibold">{tariff.limitGb === null ? t('unlimited') : t('limitGb', { limit: tariff.limitGb })}</dd>
          </>
        )}
        <dt className="text-muted">{t('price')}</dt>
        <dd className="font-semibold">
          {tariff.abon_price !== null
            ? t('perMonth', { price: money(tariff.abon_price) })
            : tariff.individual_price_from !== null && t('individualFrom', { price: money(tariff.individual_price_from) })}
        </dd>
      </dl>
      {tariff.speed_windows.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="text-muted">{t('windows')}</p>
          <ul className="mt-1 space-y-0.5">
            {tariff.speed_windows.map((w) => (
              <li key={`${w.from}-${w.to}`}>{t('window', { from: w.from, to: w.to, speed: w.speed })}</li>
            ))}
          </ul>
        </div>
      )}
      {tariff.registration_fee > 0 && <p className="mt-3 text-sm text-muted">{t('registrationFee', { price: money(tariff.registration_fee) })}</p>}
      {channelPackage && (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{t('channels', { name: channelPackage.name, count: channelPackage.channels.length })}</p>
          <a href={`/${lang}/tariff#channels-${channelPackage.id}`} className="text-brand-700 underline">
            {t('channelList', { name: channelPackage.name })}
          </a>
        </div>
      )}
      <div className="mt-auto pt-4">
        <ConnectButton code={tariff.code} name={tariff.name} label={t('connect')} accessibleName={t('connectLabel', { name: tariff.name })} />
      </div>
    </article>
  );
}
