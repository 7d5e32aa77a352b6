/**
 * Accepting a connection request: store it first (one row per Idempotency-Key), then try to
 * forward it to billing at once. If billing is down the row stays 'pending' and the outbox
 * forwards it later — the visitor's request is never lost, and is told so. A promo code given with
 * it must be valid: an expired or unknown one refuses the request (400 naming `promo`).
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ensureOutboxRunning, forwardRequest, referenceOf } from '@/lib/visitors/billing/outbox';
import { isUniqueViolation } from '@/lib/staff/admin/db-errors';
import { getDb } from '@/lib/platform/db';
import type { Db } from '@/lib/platform/db/client';
import { connectionRequests } from '@/lib/platform/db/schema';
import { kickNotifications } from '@/lib/staff/inbox/jobs';
import { queueNotification } from '@/lib/staff/inbox/notify-queue';
import type { Lang } from '@/lib/platform/i18n/locales';
import { storedAddress } from './address-schema';
import { requireUsablePromo } from './promo';
import type { onlineRequestSchema } from './online-request-schema';

type Input = z.output<typeof onlineRequestSchema>;

/** What the visitor is told: the request's reference and whether billing has it yet. */
export type RequestAnswer = { reference: string; status: 'forwarded' | 'pending' };

/** The answer already given for this Idempotency-Key, or null for a new key. */
export async function answerForKey(idempotencyKey: string): Promise<RequestAnswer | null> {
  const db = await getDb();
  const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.idempotencyKey, idempotencyKey));
  return row ? { reference: referenceOf(row), status: row.status } : null;
}

/** Stores (once per key) and forwards a connection request. */
export async function submitConnectionRequest(
  input: Input,
  idempotencyKey: string,
  lang: Lang,
): Promise<RequestAnswer> {
  ensureOutboxRunning();
  const db = await getDb();
  const queued = await storeOnce(db, input, idempotencyKey, lang);
  if (queued) void kickNotifications();
  const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.idempotencyKey, idempotencyKey));
  if (!row) throw new Error('connection request vanished after insert');
  if (row.status === 'forwarded') return { reference: referenceOf(row), status: 'forwarded' };
  const forwarded = await forwardRequest(row);
  return { reference: referenceOf(row), status: forwarded ? 'forwarded' : 'pending' };
}

/**
 * Stores the request unless its key is known; true when a notification was queued. The reference
 * is drawn at random (the column's default): a clash with another request's is rare, and the
 * insert is simply tried again with a new draw.
 */
async function storeOnce(db: Db, input: Input, idempotencyKey: string, lang: Lang, attempt = 1): Promise<boolean> {
  try {
    return await insertRequest(db, input, idempotencyKey, lang);
  } catch (error) {
    if (attempt < 5 && isUniqueViolation(error)) return storeOnce(db, input, idempotencyKey, lang, attempt + 1);
    throw error;
  }
}

async function insertRequest(db: Db, input: Input, idempotencyKey: string, lang: Lang): Promise<boolean> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    // Checked in the transaction that stores the request: a code refused here leaves nothing behind.
    await requireUsablePromo(tx, input.promo, lang);
    const [inserted] = await tx
      .insert(connectionRequests)
      .values({
        idempotencyKey,
        name: input.name,
        phone: input.phone,
        extraPhone: input.extra_phone ?? null,
        email: input.email ?? null,
        address: storedAddress(input.address),
        city: input.city,
        login: input.login ?? null,
        message: input.message ?? null,
        company: input.company ?? null,
        promo: input.promo ?? null,
        poll: input.poll ?? null,
        tariff: input.tariff,
        lang,
      })
      .onConflictDoNothing({ target: connectionRequests.idempotencyKey })
      .returning({ id: connectionRequests.id });
    // A repeated key stored nothing new, so nobody is told twice.
    return inserted ? queueNotification(tx, 'requests', inserted.id) : false;
  });
}
