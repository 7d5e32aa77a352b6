import type { Forwarding } from '@/lib/staff/inbox/contract';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { forwardingText, type InboxText } from '@/lib/staff/inbox/view-texts';
import { RetryForwarding } from './retry-forwarding';

/** A request's billing forwarding: state, attempts, last error, billing number; a retry while it is not through. */
export function ForwardingPanel({ id, forwarding, t }: { id: number; forwarding: Forwarding; t: InboxText }) {
  // what has not happened yet (no error, no billing number) is left out rather than shown as a dash
  const rows = (
    [
      [t('forwarding.title'), forwardingText(forwarding, t)],
      [t('forwarding.attempts'), String(forwarding.attempts)],
      [t('forwarding.lastError'), forwarding.last_error ?? ''],
      [t('forwarding.billingRef'), forwarding.billing_ref ?? ''],
      [t('forwarding.forwardedAt'), formatDateTime(forwarding.forwarded_at)],
    ] as [string, string][]
  ).filter(([, value]) => value !== '');
  return (
    <section aria-labelledby="forwarding-title" className="flex flex-col gap-3 rounded border border-line p-4">
      <h2 id="forwarding-title" className="text-lg font-semibold">
        {t('forwarding.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-2 text-sm" data-testid="forwarding">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {forwarding.state === 'forwarded' ? null : (
        <RetryForwarding
          id={id}
          texts={{ retry: t('forwarding.retry'), retrying: t('forwarding.retrying'), retried: t('forwarding.retried') }}
        />
      )}
    </section>
  );
}
