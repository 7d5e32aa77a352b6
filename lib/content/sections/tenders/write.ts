/** The tenders' store, newest first. */
import 'server-only';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { columnsByName } from '../shared/columns-by-name';
import { numericStore } from '../shared/numeric-store';
import { tendersData } from './schema';
import { tenders } from './table';

/** The tenders, newest first. */
export const tendersStore = numericStore<typeof tenders, z.output<typeof tendersData>>({
  table: tenders,
  order: (t) => [desc(t.publishDate)],
  ...columnsByName(tenders, tendersData),
});
