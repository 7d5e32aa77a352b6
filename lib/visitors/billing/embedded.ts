/**
 * The embedded billing: answers from the billing_* tables of our own database; a request's state
 * from connection_requests, where staff set it in the inbox.
 */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import {
  applicationPoll,
  billingRequests,
  connectionRequests,
  subscribers,
  tariffSeries,
  tariffs,
} from '@/lib/platform/db/schema';
import { historyOf } from '@/lib/visitors/tracking/history';
import type { BillingGateway } from './types';

/** The embedded implementation of the billing gateway. */
export const embeddedBilling: BillingGateway = {
  async tariffs() {
    const db = await getDb();
    const [seriesRows, tariffRows] = await Promise.all([
      db.select().from(tariffSeries).orderBy(asc(tariffSeries.position)),
      db.select().from(tariffs).where(eq(tariffs.active, true)).orderBy(asc(tariffs.position), asc(tariffs.id)),
    ]);
    return {
      series: seriesRows.map(({ code, kind, name, description }) => ({ code, kind, name, description })),
      tariffs: tariffRows.map((t) => ({
        code: t.code,
        kind: t.kind,
        series: t.series,
        name: t.name,
        speed: t.speed,
        speed_tasix: t.speedTasix,
        speed_windows: t.speedWindows,
        limitGb: t.limitGb,
        abon_price: t.abonPrice,
        individual_price_from: t.individualPriceFrom,
        registration_fee: t.registrationFee,
        channel_package: t.channelPackage,
        equipment_fee: t.equipmentFee,
        over_limit_speed: t.overLimitSpeed,
        contract_months: t.contractMonths,
        cancellation_notice_days: t.cancellationNoticeDays,
        early_termination_fee: t.earlyTerminationFee,
        technologies: t.technologies,
      })),
    };
  },

  async applicationPoll() {
    const db = await getDb();
    const rows = await db.select().from(applicationPoll).orderBy(asc(applicationPoll.position));
    return rows.map(({ code, label }) => ({ code, label }));
  },

  async checkLoginForPayment(prefix, login) {
    const db = await getDb();
    const [row] = await db
      .select({ technology: subscribers.technology, holder: subscribers.holder, tariff: tariffs.name })
      .from(subscribers)
      .leftJoin(tariffs, eq(tariffs.code, subscribers.tariffCode))
      .where(and(eq(subscribers.prefix, prefix), eq(subscribers.login, login)));
    return row ? { found: true, technology: row.technology, holder: row.holder, tariff: row.tariff } : { found: false };
  },

  async submitOnlineRequest(request) {
    const db = await getDb();
    await db.insert(billingRequests).values({ reference: request.reference, payload: request }).onConflictDoNothing();
    return { reference: request.reference };
  },

  async requestStatus(reference) {
    const db = await getDb();
    const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.reference, reference));
    return row ? historyOf(row) : null;
  },
};
