/** The FAQ's store, ordered by position. */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { numericStore } from '../shared/numeric-store';
import type { faqData } from './schema';
import { faq } from './table';

/** The FAQ entries. */
export const faqStore = numericStore<typeof faq, z.output<typeof faqData>>({
  table: faq,
  order: (t) => [asc(t.position)],
  toData: (r) => ({ question: r.question, answer: r.answer, position: r.position, published: r.published }),
  toValues: (d) => d,
});
