/**
 * Forwards stored connection requests (connection_requests, status 'pending') to billing.
 * Runs in the server process on an interval, started lazily by the first request that uses
 * it; billing deduplicates by the request's reference (sent as Idempotency-Key), so a row
 * forwarded twice by racing instances is still one request there.
 */
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import { connectionRequests } from '@/lib/platform/db/schema';
import { logger } from '@/lib/platform/log/logger';
import { billing } from './gateway';
import type { BillingGateway, OnlineRequest } from './types';

type Row = typeof connectionRequests.$inferSelect;

const INTERVAL_MS = 30_000;
const BATCH = 20;

/** The reference a stored request is known by in billing and by the visitor who tracks it. */
export function referenceOf(row: Pick<Row, 'reference'>): string {
  return row.reference;
}

function toOnlineRequest(row: Row): OnlineRequest {
  return {
    reference: referenceOf(row),
    name: row.name,
    phone: row.phone,
    extra_phone: row.extraPhone,
    email: row.email,
    address: row.address,
    city: row.city,
    login: row.login,
    message: row.message,
    company: row.company,
    promo: row.promo,
    poll: row.poll,
    tariff: row.tariff,
    lang: row.lang,
  };
}

/** Tries to forward one stored request; true when billing accepted it. */
export async function forwardRequest(row: Row, gateway: BillingGateway = billing()): Promise<boolean> {
  const db = await getDb();
  try {
    const { reference } = await gateway.submitOnlineRequest(toOnlineRequest(row));
    await db
      .update(connectionRequests)
      .set({
        status: 'forwarded',
        billingRef: reference,
        forwardedAt: new Date(),
        attempts: sql`${connectionRequests.attempts} + 1`,
        lastError: null,
      })
      .where(eq(connectionRequests.id, row.id));
    return true;
  } catch (error) {
    await db
      .update(connectionRequests)
      .set({
        attempts: sql`${connectionRequests.attempts} + 1`,
        lastError: String((error as Error).message).slice(0, 500),
      })
      .where(and(eq(connectionRequests.id, row.id), eq(connectionRequests.status, 'pending')));
    return false;
  }
}

/** Forwards up to one batch of pending requests, oldest first; stops at the first failure. */
export async function forwardPending(
  gateway: BillingGateway = billing(),
): Promise<{ forwarded: number; pending: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(connectionRequests)
    .where(eq(connectionRequests.status, 'pending'))
    .orderBy(asc(connectionRequests.id))
    .limit(BATCH);
  let forwarded = 0;
  for (const row of rows) {
    if (!(await forwardRequest(row, gateway))) break;
    forwarded += 1;
  }
  return { forwarded, pending: rows.length - forwarded };
}

let timer: ReturnType<typeof setInterval> | undefined;
let running = false;

/** Starts the periodic forwarder once per process (no-op afterwards). */
export function ensureOutboxRunning(): void {
  if (timer) return;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    forwardPending()
      .catch((err) => logger().warn({ err }, 'connection request outbox run failed'))
      .finally(() => {
        running = false;
      });
  }, INTERVAL_MS);
  timer.unref?.();
}

/** Stops the forwarder (tests). */
export function stopOutbox(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
