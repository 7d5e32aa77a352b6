/**
 * Service evaluation (SPEC §3): the three kinds with their reason codes. 'feedback_callcenter'
 * is the other reading's name of 'callcenter' and is stored as 'callcenter'.
 */
import { z } from 'zod';
import { optionalText } from '@/lib/platform/validation/fields';

import { REASONS, type FeedbackKind } from './feedback-reasons';

export { REASONS, type FeedbackKind };

/** The kind, with the alias folded in. */
export const feedbackKind = z
  .enum(['callcenter', 'feedback_callcenter', 'technical', 'connection'], { message: 'invalidChoice' })
  .transform((v): FeedbackKind => (v === 'feedback_callcenter' ? 'callcenter' : v));

/**
 * The evaluated event: the call or visit the subscriber was sent a link for
 * (/{lang}/feedback/{id}); without an id the page rates the service in general ('general').
 */
export const feedbackEventId = z
  .string()
  .trim()
  // Spaces around are allowed by the pattern as by the trim before it, so the OpenAPI document states what is accepted.
  .regex(/^\s*[A-Za-z0-9_-]{1,64}\s*$/, { message: 'invalidFormat' });

/** `{type, id}` alone: has this event been rated? */
export const feedbackCheckSchema = z.object({ type: feedbackKind, id: feedbackEventId }).strict();

/** The full evaluation: POST /call_feedback and /call_feedback/update. */
export const feedbackSchema = z
  .object({
    type: feedbackKind,
    id: feedbackEventId,
    rating: z.number({ message: 'chooseRating' }).int().min(1).max(5),
    reason: z.string({ message: 'chooseAnswer' }).min(1, { message: 'chooseAnswer' }).max(64),
    text: optionalText(1000),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!(REASONS[value.type] as readonly string[]).includes(value.reason)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'chooseAnswer' });
    }
  });

export type FeedbackInput = z.input<typeof feedbackSchema>;
