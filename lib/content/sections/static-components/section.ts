/** Static components: the texts and lists of the pages, edited in place, never added or removed. */
import { z } from 'zod';
import { contentSection } from '../shared/definition';
import { scFields } from './fields';
import { scData } from './schema';

/** The section's code, data schema and form fields; an item is named by the text key the pages ask for. */
export const staticComponentsSection = contentSection({
  code: 'sc',
  data: scData,
  fields: scFields,
  id: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'invalidFormat'),
});
