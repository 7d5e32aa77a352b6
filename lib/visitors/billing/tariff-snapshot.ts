/** The last tariffs billing gave us, kept in billing_snapshots for when billing cannot answer. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import { billingSnapshots } from '@/lib/platform/db/schema';
import type { BillingTariffs } from './types';

const CALL = 'tariffs';

/** The last known tariffs and when billing gave them (ISO time). */
export type TariffSnapshot = { answer: BillingTariffs; savedAt: string };

/** Keeps billing's answer as the last known tariffs (replacing the previous one). */
export async function saveTariffSnapshot(answer: BillingTariffs): Promise<void> {
  const db = await getDb();
  const savedAt = new Date();
  await db
    .insert(billingSnapshots)
    .values({ call: CALL, data: answer, savedAt })
    .onConflictDoUpdate({ target: billingSnapshots.call, set: { data: answer, savedAt } });
}

/** The last known tariffs, or null when billing never answered. */
export async function readTariffSnapshot(): Promise<TariffSnapshot | null> {
  const db = await getDb();
  const [row] = await db.select().from(billingSnapshots).where(eq(billingSnapshots.call, CALL));
  return row ? { answer: row.data as BillingTariffs, savedAt: row.savedAt.toISOString() } : null;
}
