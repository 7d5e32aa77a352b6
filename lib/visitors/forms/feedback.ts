/** Storing service evaluations: once per kind and event; a second one is a 409 'already rated'. */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '@/lib/platform/errors/domain-error';
import { getDb } from '@/lib/platform/db';
import type { Db } from '@/lib/platform/db/client';
import { serviceEvaluations } from '@/lib/platform/db/schema';
import { kickNotifications } from '@/lib/staff/inbox/jobs';
import { queueNotification } from '@/lib/staff/inbox/notify-queue';
import type { FeedbackKind, feedbackSchema } from './feedback-schema';

type Evaluation = z.output<typeof feedbackSchema>;

/** Whether this event has an evaluation of this kind. */
export async function isRated(type: FeedbackKind, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ id: serviceEvaluations.id })
    .from(serviceEvaluations)
    .where(and(eq(serviceEvaluations.type, type), eq(serviceEvaluations.eventId, id)));
  return rows.length > 0;
}

/** Stores a first evaluation and queues its staff e-mail; throws 409 `already_rated` when one exists. */
export async function submitEvaluation(e: Evaluation): Promise<void> {
  const db = await getDb();
  const queued = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [inserted] = await tx
      .insert(serviceEvaluations)
      .values({ type: e.type, eventId: e.id, rating: e.rating, reason: e.reason, text: e.text ?? null })
      .onConflictDoNothing()
      .returning({ id: serviceEvaluations.id });
    if (!inserted) throw fail('already_rated');
    return queueNotification(tx, 'ratings', inserted.id);
  });
  if (queued) void kickNotifications();
}

/** Changes an existing evaluation; throws 404 `not_rated` when it was never made. */
export async function updateEvaluation(e: Evaluation): Promise<void> {
  const db = await getDb();
  const updated = await db
    .update(serviceEvaluations)
    .set({ rating: e.rating, reason: e.reason, text: e.text ?? null, updatedAt: sql`now()` })
    .where(and(eq(serviceEvaluations.type, e.type), eq(serviceEvaluations.eventId, e.id)))
    .returning({ id: serviceEvaluations.id });
  // Changing what was never said would report 'changed' for nothing: the visitor must rate first.
  if (updated.length === 0) throw fail('not_rated');
}
