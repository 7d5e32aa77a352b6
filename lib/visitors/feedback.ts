/** Storing service evaluations: once per kind and event; a second one is a 409 'already rated'. */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import { serviceEvaluations } from '@/lib/db/schema';
import type { FeedbackKind, feedbackSchema } from './feedback-schema';

type Evaluation = z.output<typeof feedbackSchema>;

/** Whether this event has an evaluation of this kind. */
export async function isRated(type: FeedbackKind, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: serviceEvaluations.id }).from(serviceEvaluations).where(and(eq(serviceEvaluations.type, type), eq(serviceEvaluations.eventId, id)));
  return rows.length > 0;
}

/** Stores a first evaluation; throws 409 `already_rated` when one exists. */
export async function submitEvaluation(e: Evaluation): Promise<void> {
  const db = await getDb();
  const inserted = await db
    .insert(serviceEvaluations)
    .values({ type: e.type, eventId: e.id, rating: e.rating, reason: e.reason, text: e.text ?? null })
    .onConflictDoNothing()
    .returning({ id: serviceEvaluations.id });
  if (inserted.length === 0) throw apiError('already_rated');
}

/** Changes an existing evaluation (creates it when there is none). */
export async function updateEvaluation(e: Evaluation): Promise<void> {
  const db = await getDb();
  await db
    .insert(serviceEvaluations)
    .values({ type: e.type, eventId: e.id, rating: e.rating, reason: e.reason, text: e.text ?? null })
    .onConflictDoUpdate({
      target: [serviceEvaluations.type, serviceEvaluations.eventId],
      set: { rating: e.rating, reason: e.reason, text: e.text ?? null, updatedAt: sql`now()` },
    });
}
