/** Stores of the navbar and footer menus, ordered by position. */
import 'server-only';
import { asc } from 'drizzle-orm';
import { footerItems, navbarItems } from '@/lib/db/schema';
import type { z } from 'zod';
import type { footerData } from '../schemas/footer';
import type { navbarData } from '../schemas/navbar';
import { numericStore } from './store';

/** The navbar items. */
export const navbarStore = numericStore<typeof navbarItems, z.output<typeof navbarData>>({
  table: navbarItems,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ title: r.title, href: r.href, position: r.position, visible: r.visible }),
  toValues: (d) => d,
});

/** The footer items. */
export const footerStore = numericStore<typeof footerItems, z.output<typeof footerData>>({
  table: footerItems,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ column: r.column, title: r.title, href: r.href, position: r.position, visible: r.visible }),
  toValues: (d) => d,
});
