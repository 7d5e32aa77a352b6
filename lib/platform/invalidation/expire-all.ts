/**
 * After `npm run db:restore`: every cache tag the site uses expires at the restore. The restored
 * `tag_expiry` rows carry the backup's older times, so a shared cache that outlives the restart (Redis)
 * would otherwise keep serving what was rendered from the replaced data.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { TARIFFS_TAG } from '@/lib/visitors/billing/tariffs-tag';
import type { Db } from '@/lib/platform/db/client';
import { tagExpiry } from '@/lib/platform/db/schema';
import { SECTIONS } from '@/lib/content/sections';
import { expireTags } from './expire';

/** Expires every section's tag, the tariffs' tag and any other tag on record, in one transaction. */
export async function expireEveryTag(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(tagExpiry).set({ expiredAt: sql`greatest(${tagExpiry.expiredAt}, now())` });
    await expireTags(tx as unknown as Db, [...SECTIONS, TARIFFS_TAG]);
  });
}
