/** The slides of the main, footer and corporate sliders. */
import { boolean, date, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { localized, stamps } from '../shared/columns';

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
  published: boolean('published').notNull().default(true),
  /** Hidden until this moment; null shows it at once. */
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** Hidden again after this moment (a promotion that ends); null keeps it. */
  unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
  ...stamps,
});
