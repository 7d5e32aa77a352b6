import { DomainError, fail } from '@/lib/platform/errors/domain-error';
import { validate } from '@/lib/http/api/parse';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { enforceRateLimit } from '@/lib/platform/abuse/rate-limit';
import { fieldOutcome, type FeedbackOutcome } from '@/lib/visitors/forms/feedback-outcome';
import { submitEvaluation } from '@/lib/visitors/forms/feedback';
import { feedbackEventId, feedbackSchema } from '@/lib/visitors/forms/feedback-schema';
import * as contract from './contract';

const MAX_FORM_BYTES = 16 * 1024;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** Stores the sent rating; the outcome of anything the visitor can put right, or a thrown error. */
async function rate(req: Request, form: FormData, id: string): Promise<FeedbackOutcome> {
  try {
    await enforceRateLimit(req, 'call_feedback');
    const rating = field(form, 'rating');
    const values = {
      type: field(form, 'type'),
      id,
      rating: rating && /^\d$/.test(rating) ? Number(rating) : undefined,
      reason: field(form, 'reason') ?? '',
      text: field(form, 'text') ?? '',
    };
    await submitEvaluation(validate(feedbackSchema, values));
    return 'thanks';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'already_rated') return 'already';
    if (error.code === 'too_many') return 'busy';
    if (error.code === 'validation') return fieldOutcome(error.fields[0]?.path);
    throw error;
  }
}

/**
 * POST /api/v1/call_feedback/form?lang=: the rating page's form sent without script (a browser's form cannot
 * sign, so this call is unsigned; other sites are still refused). Answers 303 to the page of the outcome.
 */
export const POST = defineRoute(contract.POST, async ({ req, lang }) => {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw fail('payload_too_large');
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw fail('unsupported_media');
  }
  const id = validate(feedbackEventId, field(form, 'id') ?? '');
  const outcome = await rate(req, form, id);
  return new Response(null, { status: 303, headers: { location: `/${lang}/feedback/${id}/${outcome}` } });
});
