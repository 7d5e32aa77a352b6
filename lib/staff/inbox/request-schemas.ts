/** Inputs of the inbox calls besides the list filters (lib/staff/inbox/contract.ts); read by the handlers and the OpenAPI document. */
import { z } from 'zod';
import { inboxQuery } from './contract';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** DELETE adm/{section}?id= of an inbox section. */
export const inboxIdQuery = z.object({ id, lang: z.string().optional() });

/** GET adm/{section}/export: the list filters (every matching row, no page) and the language of the column names. */
export const exportQuery = inboxQuery
  .omit({ page: true, per_page: true })
  .extend({ lang: z.enum(['rus', 'uzb'], { message: 'invalidLang' }).default('rus') });

/** GET adm/ratings/summary: the range of Tashkent days. */
export const summaryQuery = inboxQuery.pick({ from: true, to: true });

/** POST adm/requests/retry: the request to forward now. */
export const retryBody = z.object({ id: z.number().int().positive().max(2_147_483_647) }).strict();

/** The `{id}` of GET adm/resumes/{id}/file. */
export const resumeFileParams = z.object({ id });
