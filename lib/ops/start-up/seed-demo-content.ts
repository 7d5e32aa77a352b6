/**
 * Demo content for a fresh database: every table the public site reads, filled with
 * realistic bilingual data. Runs once: does nothing when the sections already hold content.
 */
import type { Db } from '@/lib/platform/db/client';
import { applicationPoll, subscribers, tariffSeries, tariffs } from '@/lib/platform/db/schema/billing';
import { tasixMeta, tasixPrefixes } from '@/lib/platform/db/schema/tasix';
import { promoCodes } from '@/lib/platform/db/schema/visitors';
import { APPLICATION_POLL, SUBSCRIBERS } from '@/lib/platform/db/seed/billing-subscribers';
import { TARIFF_SERIES, TARIFFS } from '@/lib/platform/db/seed/billing-tariffs';
import { PROMO_CODES } from '@/lib/platform/db/seed/promo';
import { TASIX_META, TASIX_PREFIXES } from '@/lib/platform/db/seed/tasix';
import { sectionsHaveContent, seedSections } from '@/lib/content/sections/storage';

/** Facts about the demo data that tests rely on. */
export const DEMO = {
  subscribers: [
    { prefix: 'x', login: '100001', technology: 'FTTx', status: 'active' },
    { prefix: 'he', login: '200002', technology: 'ADSL', status: 'active' },
    { prefix: 'ge', login: '300003', technology: 'GPON', status: 'blocked' },
  ],
  promo: { valid: 'WELCOME2026', expired: 'OLDPROMO' },
  callCenterPhone: '+998 71 200 00 00',
} as const;

/** Fills an empty database with the demo content, in one transaction; a no-op when content exists. */
export async function seedDemoContent(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (await sectionsHaveContent(tx)) return;
    await seedSections(tx);

    await tx.insert(tariffSeries).values(TARIFF_SERIES);
    await tx.insert(tariffs).values(TARIFFS);
    await tx.insert(subscribers).values(SUBSCRIBERS);
    await tx.insert(applicationPoll).values(APPLICATION_POLL);

    await tx.insert(promoCodes).values(PROMO_CODES);
    await tx.insert(tasixPrefixes).values(TASIX_PREFIXES);
    await tx.insert(tasixMeta).values(TASIX_META);
  });
}
