/**
 * Demo content for a fresh database: every table the public site reads, filled with
 * realistic bilingual data. Runs once: does nothing when the navbar already has rows.
 */
import type { Db } from '../client';
import { addresses, districts, regions } from '../schema/addresses';
import { applicationPoll, subscribers, tariffSeries, tariffs } from '../schema/billing';
import { faq, footerItems, navbarItems, news, partners, slides, staticComponents, tenders, vacancies } from '../schema/content';
import { tasixMeta, tasixPrefixes } from '../schema/tasix';
import { promoCodes } from '../schema/visitors';
import { districtAddresses, REGIONS } from './addresses';
import { APPLICATION_POLL, SUBSCRIBERS } from './billing-subscribers';
import { TARIFF_SERIES, TARIFFS } from './billing-tariffs';
import { FAQ_ITEMS } from './faq';
import { FOOTER_ITEMS, NAVBAR_ITEMS } from './navigation';
import { NEWS } from './news';
import { PARTNERS } from './partners';
import { PROMO_CODES } from './promo';
import { SLIDES } from './slides';
import { STATIC_COMPONENTS } from './static';
import { TASIX_META, TASIX_PREFIXES } from './tasix';
import { TENDERS } from './tenders';
import { VACANCIES } from './vacancies';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** Inserts regions, their districts and the buildings of each district. */
async function insertAddresses(tx: Tx): Promise<void> {
  let offset = 0;
  for (const [regionPosition, region] of REGIONS.entries()) {
    const [regionRow] = await tx
      .insert(regions)
      .values({ name: region.name, position: regionPosition })
      .returning({ id: regions.id });
    if (!regionRow) throw new Error('seed: region insert returned no row');
    for (const [districtPosition, district] of region.districts.entries()) {
      const [districtRow] = await tx
        .insert(districts)
        .values({ regionId: regionRow.id, name: district.name, position: districtPosition })
        .returning({ id: districts.id });
      if (!districtRow) throw new Error('seed: district insert returned no row');
      const rows = districtAddresses(district, districtRow.id, offset);
      offset += rows.length;
      if (rows.length > 0) await tx.insert(addresses).values(rows);
    }
  }
}

/** Fills an empty database with the demo content, in one transaction; a no-op when content exists. */
export async function seedDemoContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: navbarItems.id }).from(navbarItems).limit(1);
    if (existing.length > 0) return;

    await tx.insert(navbarItems).values(NAVBAR_ITEMS);
    await tx.insert(footerItems).values(FOOTER_ITEMS);
    await tx.insert(slides).values(SLIDES);
    await tx.insert(news).values(NEWS);
    await tx.insert(faq).values(FAQ_ITEMS);
    await tx.insert(vacancies).values(VACANCIES);
    await tx.insert(tenders).values(TENDERS);
    await tx.insert(partners).values(PARTNERS);
    await tx.insert(staticComponents).values(STATIC_COMPONENTS);

    await insertAddresses(tx);

    await tx.insert(tariffSeries).values(TARIFF_SERIES);
    await tx.insert(tariffs).values(TARIFFS);
    await tx.insert(subscribers).values(SUBSCRIBERS);
    await tx.insert(applicationPoll).values(APPLICATION_POLL);

    await tx.insert(promoCodes).values(PROMO_CODES);
    await tx.insert(tasixPrefixes).values(TASIX_PREFIXES);
    await tx.insert(tasixMeta).values(TASIX_META);
  });
}
