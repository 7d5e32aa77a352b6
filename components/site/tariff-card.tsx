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
    // Styled by the tariff-card utility (app/tokens.css) through its parts' elements and roles.
    <article
      id={`tariff-${tariff.code}`}
      aria-labelledby={headingId}
      className="tariff-card"
      {...(popular ? { 'data-popular': '' } : {})}
    >
      {seriesName && <p className="eyebrow">{seriesName}</p>}
      <header>
        <Heading id={headingId}>{tariff.name}</Heading>
        {popular && <span className="badge">{t('popular')}</span>}
      </header>
      {price !== null && (
        <p data-role="price">
          {tariff.abon_price === null && <small>{t('individualLabel')} </small>}
          <span>{t(tariff.abon_price === null ? 'priceFrom' : 'priceAmount', { price: money(price) })}</span>
          <span> {t('perMonthShort')}</span>
        </p>
      )}
      {tariff.speed > 0 && (
        <>
          <p data-role="speed">{t('mbit', { speed: tariff.speed })}</p>
          <TariffWindows
            windows={tariff.speed_windows}
            labels={{
              day: (speed) => speedLine('day', { speed }),
              night: (speed, hours) => speedLine('night', { speed, hours }),
            }}
          />
          <ul>
            <li>{t('tasixLine', { speed: tariff.speed_tasix })}</li>
            <li>{tariff.limitGb === null ? t('unlimited') : t('limitGb', { limit: tariff.limitGb })}</li>
          </ul>
        </>
      )}
      {tariff.registration_fee > 0 && (
        <p data-role="fee">{t('registrationFee', { price: money(tariff.registration_fee) })}</p>
      )}
      {channelPackage && (
        <div data-role="channels">
          <p>{t('channels', { name: channelPackage.name, count: channelPackage.channels.length })}</p>
          <a href={`/${lang}/tariff/channels#channels-${channelPackage.id}`}>
            {t('channelList', { name: channelPackage.name })}
          </a>
        </div>
      )}
      {hasFactsPage(tariff.code) && (
        <p data-role="facts">
          <SiteLink href={`/${lang}/tariff/${tariff.code}`} aria-label={facts('cardLinkLabel', { name: tariff.name })}>
            {facts('cardLink')}
          </SiteLink>
        </p>
      )}
      <footer>
        <ConnectButton code={tariff.code} name={tariff.name} />
      </footer>
    </article>
  );
}
