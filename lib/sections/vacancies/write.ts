/** The vacancies' store, ordered by position. */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { numericStore } from '../shared/numeric-store';
import type { vacancyData } from './schema';
import { vacancies } from './table';

/** The vacancies. */
export const vacancyStore = numericStore<typeof vacancies, z.output<typeof vacancyData>>({
  table: vacancies,
  order: (t) => [asc(t.position)],
  toData: (r) => ({
    title: r.title,
    tasks: r.tasks,
    expectations: r.expectations,
    benefits: r.benefits,
    contact: r.contact,
    open: r.open,
    position: r.position,
  }),
  toValues: (d) => d,
});
