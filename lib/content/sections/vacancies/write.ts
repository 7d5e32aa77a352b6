/** The vacancies' store, ordered by position. */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { columnsByName } from '../shared/columns-by-name';
import { numericStore } from '../shared/numeric-store';
import { vacancyData } from './schema';
import { vacancies } from './table';

/** The vacancies. */
export const vacancyStore = numericStore<typeof vacancies, z.output<typeof vacancyData>>({
  table: vacancies,
  order: (t) => [asc(t.position)],
  ...columnsByName(vacancies, vacancyData),
});
