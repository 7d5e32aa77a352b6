/**
 * A rating sent without script is answered by a redirect to `/{lang}/feedback/{id}/{outcome}`
 * (post/redirect/get): the thanks, 'already rated', the field that was refused, or 'try later'.
 * The outcome is a path segment, so each answer page is cacheable like the form itself.
 */

/** The outcomes, as path segments. */
export const FEEDBACK_OUTCOMES = ['thanks', 'already', 'type', 'rating', 'reason', 'text', 'busy'] as const;

export type FeedbackOutcome = (typeof FEEDBACK_OUTCOMES)[number];

/** The Validation message of each field a sent rating can be refused for. */
export const OUTCOME_FIELD_MESSAGE = {
  type: 'invalidChoice',
  rating: 'chooseRating',
  reason: 'chooseAnswer',
  text: 'invalidFormat',
} as const;

/** The outcome a path segment names, or undefined. */
export function feedbackOutcome(segment: string | undefined): FeedbackOutcome | undefined {
  return FEEDBACK_OUTCOMES.find((o) => o === segment);
}

/** The outcome of a refused field (a path the form does not know counts as the kind). */
export function fieldOutcome(path: string | undefined): FeedbackOutcome {
  return path && path in OUTCOME_FIELD_MESSAGE ? (path as FeedbackOutcome) : 'type';
}
