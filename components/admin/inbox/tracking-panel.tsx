import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { CLOSE_REASONS, STAFF_STATUSES, type RequestStatus } from '@/lib/tracking/states';
import { Timeline } from '@/components/site/request-tracker/timeline';
import { TrackingControl, type TrackingTexts } from './tracking-control';

type Props = { lang: Lang; id: number; tracking: RequestStatus; editable: boolean };

/**
 * What the visitor's tracker shows for this request, and (with the embedded billing, where these
 * states live) the control that moves it on; with a real billing the states come from there.
 */
export async function TrackingPanel({ lang, id, tracking, editable }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'RequestTracking' });
  const lookup = (key: string, values?: Record<string, string>) => t(key as Parameters<typeof t>[0], values);
  const texts: TrackingTexts = {
    state: t('adminState'),
    day: t('adminDay'),
    reason: t('adminReason'),
    choose: t('adminChoose'),
    save: t('adminSave'),
    saving: t('adminSaving'),
    saved: t('adminSaved'),
    statuses: Object.fromEntries(STAFF_STATUSES.map((s) => [s, t(`statuses.${s}`)])) as TrackingTexts['statuses'],
    reasons: Object.fromEntries(CLOSE_REASONS.map((r) => [r, t(`reasons.${r}`)])) as TrackingTexts['reasons'],
  };
  return (
    <section aria-labelledby="tracking-title" className="flex flex-col gap-3 rounded border border-line p-4">
      <h2 id="tracking-title" className="text-lg font-semibold">
        {t('adminTitle')}
      </h2>
      <p className="text-sm">
        <span className="text-muted">{t('adminReference')}:</span>{' '}
        <a className="font-mono text-brand-700 underline" href={`/${lang}/request/${tracking.reference}`}>
          {tracking.reference}
        </a>
      </p>
      <Timeline status={tracking} t={lookup} />
      {editable ? (
        <TrackingControl id={id} texts={texts} />
      ) : (
        <p className="text-sm text-muted">{t('adminFromBilling')}</p>
      )}
    </section>
  );
}
