/** Connection requests: the contact, the tariff and address chosen, and billing's side of the request. */
import 'server-only';
import { connectionRequests } from '@/lib/platform/db/schema';
import { historyOf } from '@/lib/visitors/tracking/history';
import type { Forwarding } from '../contract';
import { contactFields, contactMailLines, iso, itemBase } from '../item-parts';
import { defineKind } from '../section-kind';
import { requestsCsv } from './csv';
import { requestsViews } from './views';

const t = connectionRequests;

/** Billing's side of a request: a pending one that was already tried has failed so far. */
function forwarding(row: typeof t.$inferSelect): Forwarding {
  const state = row.status === 'forwarded' ? 'forwarded' : row.attempts > 0 ? 'failed' : 'pending';
  return {
    state,
    attempts: row.attempts,
    last_error: row.lastError,
    billing_ref: row.billingRef,
    forwarded_at: iso(row.forwardedAt),
  };
}

/** The requests section; retrying its forwarding is retry-forwarding.ts. */
export const requestsKind = defineKind({
  ...requestsViews,
  table: t,
  searched: [t.name, t.phone, t.email, t.message],
  toItem: (r) => ({
    ...itemBase(r),
    ...contactFields(r),
    message: r.message,
    company: r.company,
    promo: r.promo,
    poll: r.poll,
    tariff: r.tariff,
    lang: r.lang,
    forwarding: forwarding(r),
    tracking: historyOf(r),
  }),
  csvColumns: requestsCsv,
  recipients: (config) => config.NOTIFY_EMAILS_REQUESTS,
  mailLines: contactMailLines,
});
