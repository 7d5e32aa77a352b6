/** The service ratings over a period, per kind of event: count, average, distribution, reasons; low ones listed. */
import 'server-only';
import { and, count, desc, lte } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { serviceEvaluations } from '@/lib/platform/db/schema';
import { REASONS, type FeedbackKind } from '@/lib/visitors/forms/feedback-reasons';
import type { RatingKindSummary, RatingsSummary } from '../contract';
import { dayRange } from '../filters';
import { toItem } from '../to-item';

/** How many low ratings the summary lists to read first. */
export const LOW_LIMIT = 100;

const KINDS = Object.keys(REASONS) as FeedbackKind[];

function emptyKind(): RatingKindSummary {
  return { count: 0, average: null, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }, reasons: [] };
}

/** The summary of the ratings given in a range of Tashkent days (both ends inclusive, either open). */
export async function ratingsSummary(db: Db, range: { from?: string; to?: string }): Promise<RatingsSummary> {
  const t = serviceEvaluations;
  const where = and(...dayRange(t, range));
  const [byRating, byReason, low] = await Promise.all([
    db.select({ type: t.type, rating: t.rating, n: count() }).from(t).where(where).groupBy(t.type, t.rating),
    db.select({ type: t.type, reason: t.reason, n: count() }).from(t).where(where).groupBy(t.type, t.reason),
    db
      .select()
      .from(t)
      .where(and(where, lte(t.rating, 2)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(LOW_LIMIT),
  ]);
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, emptyKind()])) as Record<FeedbackKind, RatingKindSummary>;
  const sums = new Map<FeedbackKind, number>();
  for (const { type, rating, n } of byRating) {
    const kind = kinds[type];
    if (!kind) continue;
    const key = String(rating) as keyof RatingKindSummary['distribution'];
    if (key in kind.distribution) kind.distribution[key] += n;
    kind.count += n;
    sums.set(type, (sums.get(type) ?? 0) + rating * n);
  }
  for (const kind of KINDS) {
    const summary = kinds[kind];
    if (summary.count > 0) summary.average = Math.round(((sums.get(kind) ?? 0) / summary.count) * 100) / 100;
    summary.reasons = byReason
      .filter((r) => r.type === kind)
      .map((r) => ({ reason: r.reason, count: r.n }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  }
  return { kinds, low: low.map((row) => toItem('ratings', row)) };
}
