/** Tables of the content the admin edits and the public site shows. */
import { boolean, date, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from './localized';

const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const navbarItems = pgTable('navbar_items', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  href: text('href').notNull(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  ...stamps,
});

export const footerItems = pgTable('footer_items', {
  id: serial('id').primaryKey(),
  column: localized('column_title'),
  title: localized('title'),
  href: text('href').notNull(),
  position: integer('position').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  ...stamps,
});

export const slideType = pgEnum('slide_type', ['main', 'footer', 'corp']);

export const slides = pgTable('slides', {
  id: serial('id').primaryKey(),
  type: slideType('type').notNull().default('main'),
  title: localized('title'),
  subtitle: localized('subtitle'),
  image: text('image').notNull(),
  /** A picture composed for narrow screens; '' means the main picture serves every width. */
  mobileImage: text('mobile_image').notNull().default(''),
  href: text('href').notNull().default(''),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  startsAt: date('starts_at', { mode: 'string' }),
  endsAt: date('ends_at', { mode: 'string' }),
  ...stamps,
});

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  summary: localized('summary'),
  body: localized('body'),
  image: text('image').notNull().default(''),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  published: boolean('published').notNull().default(true),
  ...stamps,
});

export const faq = pgTable('faq', {
  id: serial('id').primaryKey(),
  question: localized('question'),
  answer: localized('answer'),
  position: integer('position').notNull().default(0),
  ...stamps,
});

export const vacancies = pgTable('vacancies', {
  id: serial('id').primaryKey(),
  title: localized('title'),
  tasks: localized('tasks'),
  expectations: localized('expectations'),
  benefits: localized('benefits'),
  contact: localized('contact'),
  open: boolean('open').notNull().default(true),
  position: integer('position').notNull().default(0),
  ...stamps,
});

/** An attachment of a tender: a stored file name and its label. */
export type TenderFile = { name: string; label: string };

export const tenders = pgTable('tenders', {
  id: serial('id').primaryKey(),
  tenderNumber: text('tender_number').notNull(),
  purchaseTitle: localized('purchase_title'),
  purchaseType: localized('purchase_type'),
  customer: localized('customer'),
  sponsor: localized('sponsor'),
  publishDate: date('publish_date', { mode: 'string' }).notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  lot: localized('lot'),
  vol: text('vol').notNull().default(''),
  deliveryTime: localized('delivery_time'),
  deliveryCondition: localized('delivery_condition'),
  filename: jsonb('filename').$type<TenderFile[]>().notNull().default([]),
  contact: localized('contact'),
  active: boolean('active').notNull().default(true),
  ...stamps,
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: localized('name'),
  logo: text('logo').notNull().default(''),
  href: text('href').notNull().default(''),
  position: integer('position').notNull().default(0),
  ...stamps,
});

export const staticKind = pgEnum('static_kind', ['map', 'list']);

/**
 * Static components (SPEC §3 'map and list'): a `map` row holds one localized text,
 * a `list` row holds an array of records whose text fields are localized.
 */
export const staticComponents = pgTable('static_components', {
  key: text('key').primaryKey(),
  kind: staticKind('kind').notNull(),
  value: jsonb('value').$type<unknown>().notNull(),
  ...stamps,
});
