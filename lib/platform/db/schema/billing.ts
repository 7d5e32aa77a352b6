/**
 * Tables of the embedded billing implementation (lib/visitors/billing/embedded.ts). With BILLING_URL
 * set these are unused: the provider's own billing answers instead.
 */
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Technology } from '../../../content/sections/coverage-area/table';
import type { Localized } from './localized';

/** One time window of a tariff's speed, e.g. 13:00–01:00 at 100 Mbit/s. */
export type SpeedWindow = { from: string; to: string; speed: number };

export const tariffSeries = pgTable('billing_tariff_series', {
  code: text('code').primaryKey(),
  kind: text('kind').$type<'home' | 'corp'>().notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
});

export const tariffs = pgTable('billing_tariffs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** home internet, corporate internet, or an IPTV tariff with a channel package */
  kind: text('kind').$type<'home' | 'corp' | 'tv'>().notNull(),
  series: text('series').references(() => tariffSeries.code),
  name: jsonb('name').$type<Localized>().notNull(),
  speed: integer('speed').notNull(),
  speedTasix: integer('speed_tasix').notNull(),
  speedWindows: jsonb('speed_windows').$type<SpeedWindow[]>().notNull().default([]),
  /** Monthly traffic limit in GB; null means unlimited. */
  limitGb: integer('limit_gb'),
  abonPrice: integer('abon_price'),
  individualPriceFrom: integer('individual_price_from'),
  registrationFee: integer('registration_fee').notNull().default(0),
  channelPackage: text('channel_package').$type<'standart' | 'vip'>(),
  /** One-time price of the equipment (router, ONU, set-top box); 0 means it is given free of charge. */
  equipmentFee: integer('equipment_fee').notNull().default(0),
  /** Speed in Mbit/s once the monthly allowance is used up, until the month ends; null when unlimited. */
  overLimitSpeed: integer('over_limit_speed'),
  /** Minimum contract term in months; 0 means none. */
  contractMonths: integer('contract_months').notNull().default(0),
  /** Days of written notice to cancel; 0 means any day. */
  cancellationNoticeDays: integer('cancellation_notice_days').notNull().default(0),
  /** Paid when cancelling before the minimum term ends; 0 means nothing. */
  earlyTerminationFee: integer('early_termination_fee').notNull().default(0),
  /** Connection technologies the tariff is sold on. */
  technologies: jsonb('technologies').$type<Technology[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const subscribers = pgTable(
  'billing_subscribers',
  {
    id: serial('id').primaryKey(),
    prefix: text('prefix').notNull(),
    login: text('login').notNull(),
    technology: text('technology').notNull(),
    /** The account holder's full name; only its masked form ever leaves the server. */
    holder: text('holder').notNull().default(''),
    /** The code of the tariff the account is on (billing_tariffs.code); null when none. */
    tariffCode: text('tariff_code'),
    status: text('status').$type<'active' | 'blocked'>().notNull().default('active'),
  },
  (t) => [uniqueIndex('billing_subscribers_login').on(t.prefix, t.login)],
);

/** Answers of the application poll ('how did you hear about us'), asked in the connection request. */
export const applicationPoll = pgTable('billing_application_poll', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  label: jsonb('label').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Connection requests as the embedded billing received them. */
export const billingRequests = pgTable('billing_online_requests', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
