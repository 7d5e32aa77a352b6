/** Stored rows as the JSON items of the inbox contract (snake_case keys, ISO timestamps). */
import 'server-only';
import type { Forwarding, ItemOf, WorkState } from './contract';
import type { InboxSection } from './sections';
import type { RowOf } from './tables';
import { historyOf } from '@/lib/visitors/tracking/history';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function workState(row: {
  workStatus: WorkState['work_status'];
  statusChangedBy: string | null;
  statusChangedAt: Date | null;
}) {
  return {
    work_status: row.workStatus,
    status_changed_by: row.statusChangedBy,
    status_changed_at: iso(row.statusChangedAt),
  };
}

/** What every item carries: its id, when it came, and its work state. */
function common(row: Parameters<typeof workState>[0] & { id: number; createdAt: Date }) {
  return { id: row.id, created_at: row.createdAt.toISOString(), ...workState(row) };
}

/** The contact details the contact form and the connection request share. */
function contact(row: RowOf<'messages'> | RowOf<'requests'>) {
  return {
    name: row.name,
    phone: row.phone,
    extra_phone: row.extraPhone,
    email: row.email,
    address: row.address,
    city: row.city,
    login: row.login,
  };
}

/** Billing's side of a request: a pending one that was already tried has failed so far. */
function forwarding(row: RowOf<'requests'>): Forwarding {
  const state = row.status === 'forwarded' ? 'forwarded' : row.attempts > 0 ? 'failed' : 'pending';
  return {
    state,
    attempts: row.attempts,
    last_error: row.lastError,
    billing_ref: row.billingRef,
    forwarded_at: iso(row.forwardedAt),
  };
}

const CONVERT: { [S in InboxSection]: (row: RowOf<S>) => ItemOf<S> } = {
  requests: (r) => ({
    ...common(r),
    ...contact(r),
    message: r.message,
    company: r.company,
    promo: r.promo,
    poll: r.poll,
    tariff: r.tariff,
    lang: r.lang,
    forwarding: forwarding(r),
    tracking: historyOf(r),
  }),
  messages: (r) => ({ ...common(r), ...contact(r), message: r.message, lang: r.lang }),
  // The stored file name stays on the server: the file is only ever served by id.
  resumes: (r) => ({
    ...common(r),
    name: r.name,
    phone: r.phone,
    email: r.email,
    vacancy: r.vacancy,
    message: r.message,
    file_name: r.fileName,
    mime_type: r.mimeType,
    size: r.size,
  }),
  ratings: (r) => ({
    ...common(r),
    updated_at: r.updatedAt.toISOString(),
    type: r.type,
    event_id: r.eventId,
    rating: r.rating,
    reason: r.reason,
    text: r.text,
  }),
};

/** A stored row of a section as its contract item. */
export function toItem<S extends InboxSection>(section: S, row: RowOf<S>): ItemOf<S> {
  return (CONVERT[section] as (row: RowOf<S>) => ItemOf<S>)(row);
}
