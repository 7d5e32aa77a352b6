import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/platform/format/money';
import type { Lang } from '@/lib/platform/i18n/locales';
import { speedRows, startCost } from '@/lib/visitors/tariffs/facts';
import type { ChannelPackageView, Tariff } from '@/lib/visitors/tariffs/view';
import { FactsSection, type FactRow } from './facts-section';

const KIND = { home: 'kindHome', corp: 'kindCorp', tv: 'kindTv' } as const;

type Props = { lang: Lang; tariff: Tariff; seriesName?: string; channelPackage?: ChannelPackageView };

/**
 * A tariff's facts label (SPEC issue 24 §4): what the visitor pays each month and once, the speed
 * by time window and in TAS-IX, the traffic allowance, the contract and the technologies, every
 * value from billing. A term billing does not state reads 'not stated', never a guess.
 */
export async function TariffFactsLabel({ lang, tariff, seriesName, channelPackage }: Props) {
  const [t, common] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'TariffFacts' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  const money = (amount: number) => formatMoney(amount, common('currency'));
  const stated = <T,>(value: T | undefined, show: (v: T) => string) =>
    value === undefined ? t('notStated') : show(value);
  const fee = (amount: number) => (amount === 0 ? t('free') : money(amount));
  const start = startCost(tariff);
  const internet = tariff.speed > 0;

  const monthly: FactRow[] = [
    {
      label: t('monthlyFee'),
      strong: true,
      value:
        tariff.abon_price !== null
          ? t('perMonth', { price: money(tariff.abon_price) })
          : tariff.individual_price_from !== null
            ? t('individualFrom', { price: money(tariff.individual_price_from) })
            : t('notStated'),
    },
  ];
  const oneTime: FactRow[] = [
    { label: t('registration'), value: fee(tariff.registration_fee) },
    {
      label: t('equipment'),
      value: stated(tariff.equipment_fee, (v) => (v === 0 ? t('equipmentFree') : money(v))),
    },
    {
      label: t('startCost'),
      strong: true,
      value:
        start === null
          ? t('notStated')
          : tariff.abon_price === null
            ? t('amountFrom', { price: money(start) })
            : money(start),
    },
  ];
  const speed: FactRow[] = [
    ...speedRows(tariff).map((row) => ({
      label: row.period === 'allDay' ? t('allDay') : t(row.period, { hours: row.hours ?? '' }),
      value: t('mbit', { speed: row.speed }),
      strong: true,
    })),
    { label: t('tasix'), value: t('mbit', { speed: tariff.speed_tasix }) },
  ];
  const traffic: FactRow[] = [
    {
      label: t('allowance'),
      value: tariff.limitGb === null ? t('unlimited') : t('limitGb', { limit: tariff.limitGb }),
    },
    {
      label: t('afterLimit'),
      value:
        tariff.limitGb === null
          ? t('afterLimitNone')
          : stated(tariff.over_limit_speed ?? undefined, (v) => t('afterLimitSpeed', { speed: v })),
    },
  ];
  const contract: FactRow[] = [
    {
      label: t('minimumTerm'),
      value: stated(tariff.contract_months, (v) => (v === 0 ? t('noTerm') : t('months', { count: v }))),
    },
    {
      label: t('notice'),
      value: stated(tariff.cancellation_notice_days, (v) =>
        v === 0 ? t('noticeAnyDay') : t('noticeDays', { count: v }),
      ),
    },
    {
      label: t('earlyFee'),
      value: stated(tariff.early_termination_fee, (v) => (v === 0 ? t('none') : money(v))),
    },
  ];
  const technologies = tariff.technologies ?? [];

  return (
    <article
      id="tariff-facts"
      aria-labelledby="facts-title"
      className="rounded-xl border-2 border-ink bg-surface p-4 sm:p-6 print:rounded-none print:p-4"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('eyebrow')}</p>
      <h1 id="facts-title" className="text-3xl font-extrabold print:text-2xl">
        {t('title', { name: tariff.name })}
      </h1>
      <p className="mb-3 text-muted">
        {t(KIND[tariff.kind])}
        {seriesName && ` · ${t('series', { name: seriesName })}`}
      </p>
      <FactsSection id="facts-monthly" title={t('priceTitle')} rows={monthly} />
      <FactsSection id="facts-one-time" title={t('oneTimeTitle')} rows={oneTime} />
      {internet && <FactsSection id="facts-speed" title={t('speedTitle')} rows={speed} />}
      {internet && <FactsSection id="facts-traffic" title={t('trafficTitle')} rows={traffic} />}
      {channelPackage && (
        <FactsSection
          id="facts-tv"
          title={t('tvTitle')}
          rows={[
            {
              label: t('channelPackage'),
              value: t('channels', { name: channelPackage.name, count: channelPackage.channels.length }),
            },
          ]}
        />
      )}
      <FactsSection id="facts-contract" title={t('contractTitle')} rows={contract} />
      <section aria-labelledby="facts-technologies" className="border-t-4 border-ink pt-2 print:pt-1">
        <h2 id="facts-technologies" className="text-lg font-extrabold print:text-base">
          {t('technologiesTitle')}
        </h2>
        {technologies.length ? (
          <ul className="mt-1 space-y-0.5">
            {technologies.map((code) => (
              <li key={code}>{t.has(`technologies.${code}`) ? t(`technologies.${code}`) : code}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-1">{t('notStated')}</p>
        )}
      </section>
    </article>
  );
}
