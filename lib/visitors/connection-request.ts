/**
 * Accepting a connection request: store it first (one row per Idempotency-Key), then try to
 * forward it to billing at once. If billing is down the row stays 'pending' and the outbox
 * forwards it later — the visitor's request is never lost, and is told so.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ensureOutboxRunning, forwardRequest, referenceOf } from '@/lib/billing/outbox';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/client';
import { connectionRequests } from '@/lib/db/schema';
import { kickNotifications } from '@/lib/inbox/jobs';
import { queueNotification } from '@/lib/inbox/notify-queue';
import type { Lang } from '@/lib/i18n/locales';
import { storedAddress } from './address-schema';
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
  const queued = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
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
  if (queued) void kickNotifications();
  const [row] = await db.select().from(connectionRequests).where(eq(connectionRequests.idempotencyKey, idempotencyKey));
  if (!row) throw new Error('connection request vanished after insert');
  if (row.status === 'forwarded') return { reference: referenceOf(row), status: 'forwarded' };
  const forwarded = await forwardRequest(row);
  return { reference: referenceOf(row), status: forwarded ? 'forwarded' : 'pending' };
}
