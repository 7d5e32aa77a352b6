'use client';
import { useLang, useTexts } from '@/components/ui/texts-provider';
import { SiteLink } from '@/components/ui/site-link';
import { formatMoney } from '@/lib/platform/format/money';
import type { TariffCardData } from '@/lib/visitors/tariffs/card-data';
import { ConnectButton } from './connect-button';
import { TariffWindows } from './tariff-windows';

type Props = { card: TariffCardData; currency: string; headingLevel?: 'h3' | 'h4' };

/**
 * One tariff: the monthly price first, then the speed and its day/night line, the details, its facts
 * link, connect. Rendered from data inside a TariffCardList, whose page sends the TariffCard and
 * TariffSpeedLine texts (TARIFF_CARD_NAMESPACES); styled by the tariff-card utility (app/tokens.css)
 * through its parts' elements and roles.
 */
export function TariffCard({ card, currency, headingLevel: Heading = 'h3' }: Props) {
  const lang = useLang();
  const t = useTexts('TariffCard');
  const speedLine = useTexts('TariffSpeedLine');
  const money = (amount: number) => formatMoney(amount, currency);
  const headingId = `tariff-${card.code}-name`;
  const price = card.price ?? card.priceFrom;
  const individual = card.price === undefined;
  return (
    <article
      id={`tariff-${card.code}`}
      aria-labelledby={headingId}
      className="tariff-card"
      {...(card.popular ? { 'data-popular': '' } : {})}
    >
      {card.series && <p className="eyebrow">{card.series}</p>}
      <header>
        <Heading id={headingId}>{card.name}</Heading>
        {card.popular && <span className="badge">{t('popular')}</span>}
      </header>
      {price !== undefined && (
        <p data-role="price">
          {individual && <small>{`${t('individualLabel')} `}</small>}
          <span>{t(individual ? 'priceFrom' : 'priceAmount', { price: money(price) })}</span>
          <span>{` ${t('perMonthShort')}`}</span>
        </p>
      )}
      {card.speed > 0 && (
        <>
          <p data-role="speed">{t('mbit', { speed: card.speed })}</p>
          <TariffWindows
            windows={card.windows}
            labels={{
              day: (speed) => speedLine('day', { speed }),
              night: (speed, hours) => speedLine('night', { speed, hours }),
            }}
          />
          <ul>
            <li>{t('tasixLine', { speed: card.tasix })}</li>
            <li>{card.limitGb === undefined ? t('unlimited') : t('limitGb', { limit: card.limitGb })}</li>
          </ul>
        </>
      )}
      {card.fee !== undefined && <p data-role="fee">{t('registrationFee', { price: money(card.fee) })}</p>}
      {card.channels && (
        <div data-role="channels">
          <p>{t('channels', { name: card.channels.name, count: card.channels.count })}</p>
          <a href={`/${lang}/tariff/channels#channels-${card.channels.id}`}>
            {t('channelList', { name: card.channels.name })}
          </a>
        </div>
      )}
      {!card.noFactsPage && (
        <p data-role="facts">
          <SiteLink href={`/${lang}/tariff/${card.code}`} aria-label={t('factsLinkLabel', { name: card.name })}>
            {t('factsLink')}
          </SiteLink>
        </p>
      )}
      <footer>
        <ConnectButton code={card.code} name={card.name} />
      </footer>
    </article>
  );
}
