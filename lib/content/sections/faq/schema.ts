/** FAQ entries: question, answer, order, published. */
import { z } from 'zod';
import { localized, position } from '../shared/schema-parts';

export const faqData = z.object({
  question: localized(500),
  answer: localized(5000),
  position,
  published: z.boolean().default(true),
});
