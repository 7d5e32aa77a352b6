/** The tenders' store, newest first. */
import 'server-only';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { numericStore } from '../shared/numeric-store';
import type { tendersData } from './schema';
import { tenders } from './table';

/** The tenders, newest first. */
export const tendersStore = numericStore<typeof tenders, z.output<typeof tendersData>>({
  table: tenders,
  order: (t) => [desc(t.publishDate)],
  toData: (r) => ({
    tender_number: r.tenderNumber,
    purchase_title: r.purchaseTitle,
    purchase_type: r.purchaseType,
    customer: r.customer,
    sponsor: r.sponsor,
    publish_date: r.publishDate,
    start_date: r.startDate,
    end_date: r.endDate,
    lot: r.lot,
    vol: r.vol,
    delivery_time: r.deliveryTime,
    delivery_condition: r.deliveryCondition,
    filename: r.filename,
    contact: r.contact,
    active: r.active,
  }),
  toValues: (d) => ({
    tenderNumber: d.tender_number,
    purchaseTitle: d.purchase_title,
    purchaseType: d.purchase_type,
    customer: d.customer,
    sponsor: d.sponsor,
    publishDate: d.publish_date,
    startDate: d.start_date,
    endDate: d.end_date,
    lot: d.lot,
    vol: d.vol,
    deliveryTime: d.delivery_time,
    deliveryCondition: d.delivery_condition,
    filename: d.filename,
    contact: d.contact,
    active: d.active,
  }),
});
