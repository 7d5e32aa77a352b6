/**
 * POST adm/requests/progress: the request page's one form, a next step (lib/visitors/tracking/progress-actions)
 * with the engineer's day or the close reason where the step needs one. Shared by the handler, the
 * form's resolver and OpenAPI.
 */
import { z } from 'zod';
import { PROGRESS_ACTIONS } from './progress-actions';
import { CLOSE_REASONS } from './states';
import { trackDay } from './schemas';

// the form sends '' for the day or reason a step does not use
const blank = (v: unknown) => (v === '' ? undefined : v);

export const requestProgressBody = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    action: z.enum(PROGRESS_ACTIONS, { message: 'invalidChoice' }),
    day: z.preprocess(blank, trackDay.optional()),
    reason: z.preprocess(blank, z.enum(CLOSE_REASONS, { message: 'invalidChoice' }).optional()),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.action === 'engineer' && !v.day) ctx.addIssue({ code: 'custom', path: ['day'], message: 'required' });
    if (v.action === 'closed' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    if (v.action !== 'engineer' && v.day) ctx.addIssue({ code: 'custom', path: ['day'], message: 'invalidFormat' });
    if (v.action !== 'closed' && v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'invalidFormat' });
  });
export type RequestProgressBody = z.output<typeof requestProgressBody>;
/** What the form holds before the schema reads it. */
export type RequestProgressInput = z.input<typeof requestProgressBody>;
