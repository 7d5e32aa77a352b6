/** FAQ entries: question, answer, order. */
import { z } from 'zod';
import { localized, position, type FieldSpec } from './common';

export const faqData = z.object({ question: localized(500), answer: localized(5000), position });

export const faqFields: FieldSpec[] = [
  { name: 'question', kind: 'localized' },
  { name: 'answer', kind: 'localized-long' },
  { name: 'position', kind: 'number' },
];
