/** The navbar's store, ordered by position. */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { numericStore } from '../shared/numeric-store';
import type { navbarData } from './schema';
import { navbarItems } from './table';

/** The navbar items. */
export const navbarStore = numericStore<typeof navbarItems, z.output<typeof navbarData>>({
  table: navbarItems,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ title: r.title, href: r.href, position: r.position, visible: r.visible }),
  toValues: (d) => d,
});
