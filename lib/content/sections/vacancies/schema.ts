/** Vacancies: title, tasks, expectations, benefits, contact, open/closed, order, published. */
import { z } from 'zod';
import { localized, position } from '../shared/schema-parts';

export const vacancyData = z.object({
  title: localized(200),
  tasks: localized(5000),
  expectations: localized(5000),
  benefits: localized(5000),
  contact: localized(500),
  open: z.boolean(),
  position,
  published: z.boolean().default(true),
});
