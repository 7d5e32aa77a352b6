import Link from 'next/link';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import type { RatingKindSummary, RatingsSummary } from '@/lib/staff/inbox/contract';
import { readRatingsSummary } from '@/lib/staff/inbox/page-reads';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { FeedbackKind } from '@/lib/visitors/forms/feedback-reasons';
import { ratingTexts, type InboxText } from '@/lib/staff/inbox/view-texts';

type Props = { lang: Lang; range: { from?: string; to?: string }; t: InboxText };

const STARS = ['5', '4', '3', '2', '1'] as const;

function KindSummary({
  kind,
  summary,
  t,
  lang,
}: {
  kind: FeedbackKind;
  summary: RatingKindSummary;
  t: InboxText;
  lang: Lang;
}) {
  const number = new Intl.NumberFormat(lang === 'uzb' ? 'uz-Latn-UZ' : 'ru-RU', { maximumFractionDigits: 2 });
  const heading = `summary-${kind}`;
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3 rounded border border-line p-4">
      <h3 id={heading} className="text-lg font-semibold">
        {t(`feedback.kind_${kind}`)}
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted">{t('summary.count')}</dt>
          <dd className="text-xl font-bold">{summary.count}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('summary.average')}</dt>
          <dd className="text-xl font-bold">
            {summary.average === null ? t('empty_value') : number.format(summary.average)}
          </dd>
        </div>
      </dl>
      <div>
        <h4 className="text-sm font-semibold">{t('summary.distribution')}</h4>
        <ul className="mt-1 flex flex-col gap-1 text-sm">
          {STARS.map((stars) => {
            const n = summary.distribution[stars];
            const percent = summary.count ? Math.round((n / summary.count) * 100) : 0;
            return (
              <li key={stars} className="grid grid-cols-[9rem_1fr] items-center gap-2">
                <span>
                  {t('summary.bar', { stars: t('feedback.star', { count: Number(stars) }), count: n, percent })}
                </span>
                <span className="h-3 rounded bg-surface-muted" aria-hidden>
                  <span className="block h-3 rounded bg-brand-600" style={{ width: `${percent}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      {summary.reasons.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold">{t('summary.reasons')}</h4>
          <ol className="mt-1 list-decimal pl-5 text-sm">
            {summary.reasons.map((r) => (
              <li key={r.reason}>
                {t(`feedback.r_${r.reason}`)}: {r.count}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

async function load(range: Props['range']): Promise<RatingsSummary | null> {
  try {
    return await readRatingsSummary(range);
  } catch (error) {
    logger().error({ event: 'ratings_summary_failed', err: error }, 'ratings summary could not be read');
    return null;
  }
}

/** The ratings over the filtered period per kind (count, average, 1–5 bars, reasons), then the low ones to read first. */
export async function RatingsSummaryView({ lang, range, t }: Props) {
  const summary = await load(range);
  if (!summary) {
    return (
      <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
        {t('loadError')}
      </p>
    );
  }
  const kinds = Object.entries(summary.kinds) as [FeedbackKind, RatingKindSummary][];
  const total = kinds.reduce((sum, [, k]) => sum + k.count, 0);
  return (
    <section aria-labelledby="summary-title" className="flex flex-col gap-3" data-testid="ratings-summary">
      <h2 id="summary-title" className="text-xl font-semibold">
        {t('summary.title')}
      </h2>
      {total === 0 ? (
        <p className="text-muted">{t('summary.none')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {kinds.map(([kind, k]) => (
            <KindSummary key={kind} kind={kind} summary={k} t={t} lang={lang} />
          ))}
        </div>
      )}
      <section aria-labelledby="low-title" className="flex flex-col gap-2">
        <h3 id="low-title" className="text-lg font-semibold">
          {t('summary.low')}
        </h3>
        {summary.low.length === 0 ? (
          <p className="text-muted">{t('summary.lowEmpty')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="low-ratings">
            {summary.low.map((item) => {
              const words = ratingTexts(item, t);
              return (
                <li key={item.id} className="rounded border-l-4 border-danger bg-danger-soft p-3 text-sm">
                  <Link href={`/${lang}/adm/ratings/${item.id}`} className="font-semibold text-brand-700 underline">
                    {t('itemName.ratings', { id: item.id })}
                  </Link>{' '}
                  · {words.type} · {words.rating} · {words.reason} · {formatDateTime(item.created_at)}
                  <p className="mt-1 whitespace-pre-line break-words">{item.text || t('summary.noText')}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </section>
  );
}
