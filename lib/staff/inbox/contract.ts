/**
 * The inbox's shapes, shared by the API (lib/staff/inbox/*, app/api/v1/adm/{section}) and the admin pages.
 * Client-safe: types and the query schema only. Items are JSON: snake_case keys, ISO timestamps.
 */
import { z } from 'zod';
import type { StoredAddress } from '@/lib/visitors/forms/address-schema';
import type { FeedbackKind } from '@/lib/visitors/forms/feedback-reasons';
import { calendarDayField as day } from '@/lib/platform/validation/calendar-day';
import { WORK_STATUSES, type InboxSection, type WorkStatus } from './sections';
import type { RequestStatus } from '@/lib/visitors/tracking/states';

/** A yyyy-mm-dd day as the admin shows it, dd.mm.yyyy; anything else as it is. */
export function dayAsTyped(value: string | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (value ?? '');
}
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The list filters: page (1-based), page size ≤ 100, work status, free text, and a date range of Tashkent days (inclusive). */
export const inboxQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
  status: z.preprocess(emptyToUndefined, z.enum(WORK_STATUSES, { message: 'invalidChoice' }).optional()),
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  from: z.preprocess(emptyToUndefined, day.optional()),
  to: z.preprocess(emptyToUndefined, day.optional()),
});
export type InboxQuery = z.output<typeof inboxQuery>;

/** Body of POST /api/v1/adm/{section}/status. */
// An id past PostgreSQL's integer range can name no row; refused here rather than by the database.
export const workStatusBody = z
  .object({ id: z.number().int().positive().max(2_147_483_647), status: z.enum(WORK_STATUSES) })
  .strict();

/** Who moved an item last, and when. */
export type WorkState = { work_status: WorkStatus; status_changed_by: string | null; status_changed_at: string | null };

/** Billing forwarding of a request: failed means still pending after at least one attempt. */
export type Forwarding = {
  state: 'pending' | 'forwarded' | 'failed';
  attempts: number;
  last_error: string | null;
  billing_ref: string | null;
  forwarded_at: string | null;
};

export type RequestItem = WorkState & {
  id: number;
  created_at: string;
  name: string;
  phone: string;
  extra_phone: string | null;
  email: string | null;
  address: StoredAddress;
  city: string;
  login: string | null;
  message: string | null;
  company: string | null;
  promo: string | null;
  poll: string | null;
  tariff: string;
  lang: string;
  forwarding: Forwarding;
  /** The tracker's view: the reference, the current state and its history (lib/visitors/tracking). */
  tracking: RequestStatus;
};

export type MessageItem = WorkState & {
  id: number;
  created_at: string;
  name: string;
  email: string | null;
  login: string | null;
  phone: string;
  extra_phone: string | null;
  address: StoredAddress;
  city: string;
  message: string;
  lang: string;
};

/** A résumé; the file itself is GET /api/v1/adm/resumes/{id}/file. */
export type ResumeItem = WorkState & {
  id: number;
  created_at: string;
  name: string;
  phone: string;
  email: string | null;
  vacancy: string;
  message: string | null;
  file_name: string;
  mime_type: string;
  size: number;
};

export type RatingItem = WorkState & {
  id: number;
  created_at: string;
  updated_at: string;
  type: FeedbackKind;
  event_id: string;
  rating: number;
  reason: string;
  text: string | null;
};

/** The item type of each inbox section. */
export type ItemOf<S extends InboxSection> = {
  requests: RequestItem;
  messages: MessageItem;
  resumes: ResumeItem;
  ratings: RatingItem;
}[S];

/** One page of a filtered list, newest first. */
export type InboxPage<S extends InboxSection> = { items: ItemOf<S>[]; total: number };

/** The ratings of one kind over a period. */
export type RatingKindSummary = {
  count: number;
  average: number | null;
  /** How many ratings of each value, keys '1'…'5'. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** Reason codes, most frequent first. */
  reasons: { reason: string; count: number }[];
};

/** GET /api/v1/adm/ratings/summary: per kind, plus the low ratings (1–2), newest first, to read first. */
export type RatingsSummary = { kinds: Record<FeedbackKind, RatingKindSummary>; low: RatingItem[] };
