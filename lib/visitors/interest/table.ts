/** Interest registered at an address the network does not reach yet (issue #24 §3). */
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const coverageInterest = pgTable(
  'coverage_interest',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    district: text('district').notNull(),
    street: text('street').notNull(),
    house: text('house').notNull(),
    // The normalised district and building (lib/visitors/interest/normalise.ts): the admin groups and filters by them.
    districtKey: text('district_key').notNull(),
    buildingKey: text('building_key').notNull(),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when a coverage import reached the building: staff call these people first.
    coveredAt: timestamp('covered_at', { withTimezone: true }),
  },
  (t) => [index('coverage_interest_building').on(t.buildingKey), index('coverage_interest_district').on(t.districtKey)],
);
