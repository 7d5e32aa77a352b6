/**
 * The billing contract (SPEC §7 billing calls). The embedded implementation answers from our
 * database; the HTTP one from the provider's billing. Texts arrive in both languages.
 */
import type { Localized } from '@/lib/platform/db/schema/localized';
import type { SpeedWindow } from '@/lib/platform/db/schema/billing';
import type { Technology } from '@/lib/content/sections/coverage-area/table';
import type { RequestStatus } from '@/lib/visitors/tracking/states';

export type { SpeedWindow, Technology, RequestStatus };

/** A tariff as billing describes it. `limitGb` null means unlimited; prices in so'm. */
export type BillingTariff = {
  code: string;
  kind: 'home' | 'corp' | 'tv';
  series: string | null;
  name: Localized;
  speed: number;
  speed_tasix: number;
  speed_windows: SpeedWindow[];
  limitGb: number | null;
  abon_price: number | null;
  individual_price_from: number | null;
  registration_fee: number;
  channel_package: 'standart' | 'vip' | null;
} & Partial<TariffTerms>;

/**
 * The terms of a tariff's facts label (lib/visitors/billing/README.md). A billing that predates the label
 * may leave them out; the facts page then says the term is not stated rather than guessing it.
 */
export type TariffTerms = {
  /** One-time equipment price in so'm; 0 means the equipment is given free of charge. */
  equipment_fee: number;
  /** Mbit/s once the monthly allowance is used up, until the month ends; null when unlimited. */
  over_limit_speed: number | null;
  /** Minimum contract term in months; 0 means none. */
  contract_months: number;
  /** Days of written notice to cancel; 0 means any day. */
  cancellation_notice_days: number;
  /** Paid in so'm when cancelling before the minimum term ends; 0 means nothing. */
  early_termination_fee: number;
  technologies: Technology[];
};

/** A series of tariffs (nihol, grand_day, orangeuz…). */
export type BillingSeries = { code: string; kind: 'home' | 'corp'; name: Localized; description: Localized };

/** Billing's answer to the tariffs call: the series and the tariffs. */
export type BillingTariffs = { series: BillingSeries[]; tariffs: BillingTariff[] };

/** One answer of the application poll ('how did you hear about us'). */
export type PollOption = { code: string; label: Localized };

/**
 * The answer of a login check for payment. `holder` is the holder's name as billing keeps it: the
 * site masks it before anyone sees it (lib/visitors/billing/mask-holder.ts); `tariff` is the account's tariff name.
 */
export type LoginCheck = { found: boolean; technology?: string; holder?: string; tariff?: Localized | null };

/** A connection request as we forward it to billing. */
export type OnlineRequest = {
  reference: string;
  name: string;
  phone: string;
  extra_phone?: string | null;
  email?: string | null;
  address: { district: string; street: string; house: string; apartment?: string };
  city: string;
  /** An existing subscriber's login, and free text for the call-back. */
  login?: string | null;
  message?: string | null;
  company?: string | null;
  promo?: string | null;
  /** The application poll answer's code. */
  poll?: string | null;
  tariff: string;
  lang: string;
};

/** Everything the site asks billing. */
export interface BillingGateway {
  tariffs(): Promise<BillingTariffs>;
  applicationPoll(): Promise<PollOption[]>;
  checkLoginForPayment(prefix: string, login: string): Promise<LoginCheck>;
  submitOnlineRequest(request: OnlineRequest): Promise<{ reference: string }>;
  /** Where a forwarded request is (received → … → connected or closed); null when billing does not know it. */
  requestStatus(reference: string): Promise<RequestStatus | null>;
}

/** Thrown when billing cannot be reached or answers nonsense; the visitor sees 'service temporarily unavailable'. */
export class BillingUnavailableError extends Error {
  override name = 'BillingUnavailableError';
}
