/** The inputs of request tracking: the visitor's lookup and the staff's move, read by handlers, forms and OpenAPI. */
import { z } from 'zod';
import { dateTextToIso, isDateText } from '@/lib/staff/admin/tashkent-time';
import { nonEmpty } from '@/lib/platform/validation/fields';
import { phoneField } from '@/lib/platform/validation/phone';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from './alphabet';
import { CLOSE_REASONS, STAFF_STATUSES, TRACK_STATUSES, type RequestStatus } from './states';

const REFERENCE_PATTERN = new RegExp(`^TN-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A reference as typed: spaces dropped, upper-cased, then held to the shape TN-XXXXX. */
export const referenceField = z
  .string()
  .trim()
  .min(1, nonEmpty)
  .max(32)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => REFERENCE_PATTERN.test(v), { message: 'invalidFormat' });

/** GET request/status: the reference and the phone number given in the request. */
export const statusQuery = z.object({ reference: referenceField, phone: phoneField });

/** The engineer's visit day: a Tashkent day, typed in the admin's dd.mm.yyyy or sent as yyyy-mm-dd. */
export const trackDay = z.preprocess(
  (v) => (typeof v === 'string' && isDateText(v) ? dateTextToIso(v) || v : v),
  z.iso.date({ message: 'invalidDate' }),
);

/**
 * POST adm/requests/track: a staff member moves a request to a state; the engineer's day comes with
 * engineer_assigned, the reason with closed (each required there, refused elsewhere).
 */
export const trackBody = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    status: z.enum(STAFF_STATUSES, { message: 'invalidChoice' }),
    day: trackDay.optional(),
    reason: z.enum(CLOSE_REASONS, { message: 'invalidChoice' }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.status === 'engineer_assigned' && !v.day)
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'required' });
    if (v.status === 'closed' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    if (v.status !== 'engineer_assigned' && v.day)
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'invalidFormat' });
    if (v.status !== 'closed' && v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'invalidFormat' });
  });
export type TrackBody = z.output<typeof trackBody>;

const trackEvent = z.object({
  status: z.enum(TRACK_STATUSES),
  at: z.iso.datetime({ offset: true }),
  day: z.iso.date().optional(),
  reason: z.enum(CLOSE_REASONS).optional(),
});

/** A request's status as billing answers it and the tracker returns it (GET request/status, OpenAPI). */
export const requestStatusData = z.object({
  reference: z.string(),
  status: z.enum(TRACK_STATUSES),
  history: z.array(trackEvent),
}) satisfies z.ZodType<RequestStatus>;
