/** Vacancies: title, tasks, expectations, benefits, contact, open/closed, order. */
import { z } from 'zod';
import { localized, position, type FieldSpec } from './common';

export const vacancyData = z.object({
  title: localized(200),
  tasks: localized(5000),
  expectations: localized(5000),
  benefits: localized(5000),
  contact: localized(500),
  open: z.boolean(),
  position,
});

export const vacancyFields: FieldSpec[] = [
  { name: 'title', kind: 'localized' },
  { name: 'tasks', kind: 'localized-long' },
  { name: 'expectations', kind: 'localized-long' },
  { name: 'benefits', kind: 'localized-long' },
  { name: 'contact', kind: 'localized' },
  { name: 'open', kind: 'boolean' },
  { name: 'position', kind: 'number' },
];
