/** What visitors send us: messages, connection requests, ratings, résumés; and abuse counters. */
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
// relative: drizzle-kit loads the schema without the '@/' alias
import type { StoredAddress } from '../../../visitors/forms/address-schema';
import type { TrackEvent } from '../../../visitors/tracking/states';
import { newReference } from '../../../visitors/tracking/reference';

/** Where a staff member is with an inbox item (lib/staff/inbox). */
import type { WorkStatus } from '../../../staff/inbox/sections';

export type { WorkStatus };

/** The staff work state every inbox table carries: the state, who set it last and when. */
const workState = () => ({
  workStatus: text('work_status').$type<WorkStatus>().notNull().default('new'),
  statusChangedBy: text('status_changed_by'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
});

/** The indexes the inbox lists by: newest first, and by work state. */
const inboxIndexes = (table: string, t: { createdAt: AnyPgColumn; workStatus: AnyPgColumn }) => [
  index(`${table}_created`).on(t.createdAt),
  index(`${table}_work`).on(t.workStatus),
];

/** Who wrote and where they live: the contact form and the connection request ask the same (SPEC §3). */
const visitorContact = () => ({
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  extraPhone: text('extra_phone'),
  email: text('email'),
  address: jsonb('address').$type<StoredAddress>().notNull(),
  city: text('city').notNull(),
  /** The subscriber's login, when an existing subscriber writes. */
  login: text('login'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    ...visitorContact(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...workState(),
  },
  (t) => inboxIndexes('contact_messages', t),
);

/** A connection request: kept here first, then forwarded to billing (never lost when billing is down). */
export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the visitor tracks the request by (TN-XXXXX) and billing knows it by (sent as its Idempotency-Key). */
    reference: text('reference').notNull().$defaultFn(newReference),
    ...visitorContact(),
    message: text('message'),
    company: text('company'),
    promo: text('promo'),
    /** The application poll answer ('how did you hear about us'), a code of billing's poll. */
    poll: text('poll'),
    tariff: text('tariff').notNull(),
    lang: text('lang').notNull(),
    status: text('status').$type<'pending' | 'forwarded'>().notNull().default('pending'),
    billingRef: text('billing_ref'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /** The states staff set for the tracker (engineer assigned, connected, closed), oldest first; received and forwarded follow from the timestamps. */
    tracking: jsonb('tracking').$type<TrackEvent[]>().notNull().default([]),
    ...workState(),
  },
  (t) => [
    uniqueIndex('connection_requests_idem').on(t.idempotencyKey),
    uniqueIndex('connection_requests_reference').on(t.reference),
    index('connection_requests_status').on(t.status),
    ...inboxIndexes('connection_requests', t),
  ],
);

export const serviceEvaluations = pgTable(
  'service_evaluations',
  {
    id: serial('id').primaryKey(),
    type: text('type').$type<'callcenter' | 'technical' | 'connection'>().notNull(),
    eventId: text('event_id').notNull(),
    rating: smallint('rating').notNull(),
    reason: text('reason').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ...workState(),
  },
  (t) => [uniqueIndex('service_evaluations_once').on(t.type, t.eventId), ...inboxIndexes('service_evaluations', t)],
);

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    vacancy: text('vacancy').notNull(),
    message: text('message'),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...workState(),
  },
  (t) => inboxIndexes('resumes', t),
);

/**
 * E-mails to staff about new inbox items: written in the submission's transaction, sent after it
 * commits by lib/staff/inbox/notify, retried with back-off until sent.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    section: text('section').notNull(),
    itemId: integer('item_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_outbox_due').on(t.sentAt, t.nextAttemptAt)],
);

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  description: jsonb('description').$type<{ rus: string; uzb: string }>().notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
});

/** Fixed-window counters for per-IP limits; in the database so several app instances share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);
