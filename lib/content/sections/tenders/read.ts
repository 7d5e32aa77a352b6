/** Active tenders with the fourteen fields of SPEC §3. */
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { visibleAt } from '../shared/visible-now';
import { tenders } from './table';

/** Active, published tenders of a language, newest first, with the spec's snake_case field names. */
export const listTenders = cachedRead('tenders', ['tenders'], async (lang: Lang) => {
  const db = await getDb();
  const rows = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.active, true), visibleAt(tenders, new Date())))
    .orderBy(desc(tenders.publishDate), desc(tenders.id));
  return rows.map((row) => tenderView(row, lang));
});

/** A tender row as its page shows it (the public read and the preview share it). */
export function tenderView(t: typeof tenders.$inferSelect, lang: Lang) {
  return localize(
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
  );
}
