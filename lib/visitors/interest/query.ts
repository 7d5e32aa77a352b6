/** The interest list's filter as the URL carries it; read by the page, the export and the OpenAPI document. */
import { z } from 'zod';

/** The district key to narrow the list to (empty: every district). */
export const interestQuery = z.object({
  district: z
    .string()
    .trim()
    .max(200)
    .transform((v) => v || undefined)
    .optional(),
});

/** GET adm/interest/export: the filter and the language of the column names. */
export const interestExportQuery = interestQuery.extend({
  lang: z.enum(['rus', 'uzb'], { message: 'invalidLang' }).default('rus'),
});
