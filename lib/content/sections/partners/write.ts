/** The partners' store, ordered by position. */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { numericStore } from '../shared/numeric-store';
import type { partnersData } from './schema';
import { partners } from './table';

/** The partners. */
export const partnersStore = numericStore<typeof partners, z.output<typeof partnersData>>({
  table: partners,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ name: r.name, logo: r.logo, href: r.href, position: r.position }),
  toValues: (d) => d,
});
