/** Reason codes of the service evaluation per kind (SPEC §3), in the order the form lists them. Free of zod so the form page stays light. */
export const REASONS = {
  callcenter: ['no_problem', 'no_info', 'no_politeness', 'other'],
  technical: ['low_quality', 'long_wait', 'incorrect_behavior', 'recurring_problem', 'incomplete_repair', 'other'],
  connection: [
    'low_quality_connection',
    'long_wait_connection',
    'incorrect_staff_behavior',
    'equipment_setup_errors',
    'incomplete_service_info',
    'other',
  ],
} as const;

/** The three kinds of evaluation. */
export type FeedbackKind = keyof typeof REASONS;
