/** The address hierarchy of the coverage area: regions, districts, buildings. */
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Localized } from '../../../platform/db/schema/localized';

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
});

export const districts = pgTable('districts', {
  id: serial('id').primaryKey(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id, { onDelete: 'cascade' }),
  name: jsonb('name').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
});

/** Technologies a building can be connected with. */
export const TECHNOLOGIES = ['FTTx', 'GPON', 'ADSL'] as const;
export type Technology = (typeof TECHNOLOGIES)[number];

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    street: jsonb('street').$type<Localized>().notNull(),
    building: text('building').notNull(),
    inCoverage: boolean('in_coverage').notNull().default(true),
    technology: text('technology').$type<Technology>(),
  },
  (t) => [
    index('addresses_district_idx').on(t.districtId),
    uniqueIndex('addresses_unique_building').on(t.districtId, t.street, t.building),
  ],
);
