/** Stores of the FAQ, vacancies and tenders. */
import 'server-only';
import { asc, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { faq, tenders, vacancies } from '@/lib/db/schema';
import type { faqData } from '../schemas/faq';
import type { tendersData } from '../schemas/tenders';
import type { vacancyData } from '../schemas/vacancy';
import { numericStore } from './store';

/** The FAQ entries. */
export const faqStore = numericStore<typeof faq, z.output<typeof faqData>>({
  table: faq,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ question: r.question, answer: r.answer, position: r.position }),
  toValues: (d) => d,
});

/** The vacancies. */
export const vacancyStore = numericStore<typeof vacancies, z.output<typeof vacancyData>>({
  table: vacancies,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ title: r.title, tasks: r.tasks, expectations: r.expectations, benefits: r.benefits, contact: r.contact, open: r.open, position: r.position }),
  toValues: (d) => d,
});

/** The tenders, newest first. */
export const tendersStore = numericStore<typeof tenders, z.output<typeof tendersData>>({
  table: tenders,
  order: (t) => [desc(t.publishDate)],
  toData: (r) => ({
    tender_number: r.tenderNumber, purchase_title: r.purchaseTitle, purchase_type: r.purchaseType, customer: r.customer, sponsor: r.sponsor,
    publish_date: r.publishDate, start_date: r.startDate, end_date: r.endDate, lot: r.lot, vol: r.vol, delivery_time: r.deliveryTime,
    delivery_condition: r.deliveryCondition, filename: r.filename, contact: r.contact, active: r.active,
  }),
  toValues: (d) => ({
    tenderNumber: d.tender_number, purchaseTitle: d.purchase_title, purchaseType: d.purchase_type, customer: d.customer, sponsor: d.sponsor,
    publishDate: d.publish_date, startDate: d.start_date, endDate: d.end_date, lot: d.lot, vol: d.vol, deliveryTime: d.delivery_time,
    deliveryCondition: d.delivery_condition, filename: d.filename, contact: d.contact, active: d.active,
  }),
});
