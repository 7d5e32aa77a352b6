/** Tenders: the fourteen fields of SPEC §3 (with attachments) an active flag and a published one. */
import { z } from 'zod';
import { isoDate, localized } from '../shared/schema-parts';

const attachment = z.object({ name: z.string().trim().min(1).max(300), label: z.string().trim().min(1).max(300) });

export const tendersData = z
  .object({
    tender_number: z.string().trim().min(1).max(100),
    purchase_title: localized(500),
    purchase_type: localized(200),
    customer: localized(300),
    sponsor: localized(300),
    publish_date: isoDate,
    start_date: isoDate,
    end_date: isoDate,
    lot: localized(2000),
    vol: z.string().trim().max(200),
    delivery_time: localized(300),
    delivery_condition: localized(1000),
    filename: z.array(attachment).max(20),
    contact: localized(500),
    active: z.boolean(),
    published: z.boolean().default(true),
  })
  .refine((t) => t.start_date <= t.end_date, { path: ['end_date'], message: 'endBeforeStart' });
