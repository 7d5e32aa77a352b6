/** The footer's store, ordered by position. */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { numericStore } from '../shared/numeric-store';
import type { footerData } from './schema';
import { footerItems } from './table';

/** The footer items. */
export const footerStore = numericStore<typeof footerItems, z.output<typeof footerData>>({
  table: footerItems,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ column: r.column, title: r.title, href: r.href, position: r.position, visible: r.visible }),
  toValues: (d) => d,
});
