import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/platform/format/money';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { ChannelPackageView, Tariff } from '@/lib/visitors/tariffs/view';
import { hasFactsPage } from '@/lib/content/seo/public-routes';
import { SiteLink } from '@/components/ui/site-link';
import { ConnectButton } from './connect-button';
import { TariffWindows } from './tariff-windows';

type Props = {
  lang: Lang;
  tariff: Tariff;
  channelPackage?: ChannelPackageView;
  headingLevel?: 'h3' | 'h4';
  popular?: boolean;
  /** The series it belongs to, named above it where cards of several series share one grid. */
  seriesName?: string;
};

/** One tariff: the monthly price first, then the speed and its day/night line, the details, its facts label, connect. */
export async function TariffCard({
  lang,
  tariff,
  channelPackage,
  headingLevel: Heading = 'h3',
  popular = false,
  seriesName,
}: Props) {
  const [t, common, facts, speedLine] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'TariffCard' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
    getTranslations({ locale: lang, namespace: 'TariffFacts' }),
    getTranslations({ locale: lang, namespace: 'TariffSpeedLine' }),
  ]);
  const money = (amount: number) => formatMoney(amount, common('currency'));
  const headingId = `tariff-${tariff.code}-name`;
  const price = tariff.abon_price ?? tariff.individual_price_from;
  return (
    <article
      id={`tariff-${tariff.code}`}
      aria-labelledby={headingId}
      className={`card shadow-sm ${popular ? 'border-brand-600 ring-1 ring-brand-600' : 'border-line'}`}
    >
      {seriesName && <p className="eyebrow">{seriesName}</p>}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-lg font-bold text-brand-700">
          {tariff.name}
        </Heading>
        {popular && <span className="badge">{t('popular')}</span>}
      </div>
      {price !== null && (
        <p className="mt-2" data-role="price">
          {tariff.abon_price === null && <span className="block text-sm text-muted">{t('individualLabel')} </span>}
          <span className="text-3xl font-extrabold tracking-tight">
            {t(tariff.abon_price === null ? 'priceFrom' : 'priceAmount', { price: money(price) })}
          </span>
          <span className="text-sm text-muted"> {t('perMonthShort')}</span>
        </p>
      )}
      {tariff.speed > 0 && (
        <>
          <p className="mt-1 text-xl font-bold" data-role="speed">
            {t('mbit', { speed: tariff.speed })}
          </p>
          <TariffWindows
            windows={tariff.speed_windows}
            labels={{
              day: (speed) => speedLine('day', { speed }),
              night: (speed, hours) => speedLine('night', { speed, hours }),
            }}
          />
          <ul className="mt-3 space-y-0.5 text-sm text-muted">
            <li>{t('tasixLine', { speed: tariff.speed_tasix })}</li>
            <li>{tariff.limitGb === null ? t('unlimited') : t('limitGb', { limit: tariff.limitGb })}</li>
          </ul>
        </>
      )}
      {tariff.registration_fee > 0 && (
        <p className="mt-1 text-sm text-muted">{t('registrationFee', { price: money(tariff.registration_fee) })}</p>
      )}
      {channelPackage && (
        <div className="mt-3 text-sm">
          <p className="font-semibold">
            {t('channels', { name: channelPackage.name, count: channelPackage.channels.length })}
          </p>
          <a href={`/${lang}/tariff/channels#channels-${channelPackage.id}`} className="text-brand-700 underline">
            {t('channelList', { name: channelPackage.name })}
          </a>
        </div>
      )}
      {hasFactsPage(tariff.code) && (
        <p className="mt-3 text-sm">
          <SiteLink
            href={`/${lang}/tariff/${tariff.code}`}
            aria-label={facts('cardLinkLabel', { name: tariff.name })}
            className="link-strong"
          >
            {facts('cardLink')}
          </SiteLink>
        </p>
      )}
      <div className="mt-auto pt-4">
        <ConnectButton
          code={tariff.code}
          name={tariff.name}
          label={t('connect')}
          accessibleName={t('connectLabel', { name: tariff.name })}
        />
      </div>
    </article>
  );
}
