/** Active tenders with the fourteen fields of SPEC §3. */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import type { Lang } from '@/lib/i18n/locales';
import { cachedRead } from '@/lib/content/cache';
import { localize } from '@/lib/content/localize';
import { tenders } from './table';

/** Active tenders of a language, newest first, with the spec's snake_case field names. */
export const listTenders = cachedRead('tenders', ['tenders'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(tenders)
    .where(eq(tenders.active, true))
    .orderBy(desc(tenders.publishDate), desc(tenders.id));
  return rows.map((t) =>
    localize(
      {
        id: t.id,
        tender_number: t.tenderNumber,
        purchase_title: t.purchaseTitle,
        purchase_type: t.purchaseType,
        customer: t.customer,
        sponsor: t.sponsor,
        publish_date: t.publishDate,
        start_date: t.startDate,
        end_date: t.endDate,
        lot: t.lot,
        vol: t.vol,
        delivery_time: t.deliveryTime,
        delivery_condition: t.deliveryCondition,
        filename: t.filename,
        contact: t.contact,
      },
      lang,
    ),
  );
});
