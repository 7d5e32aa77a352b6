/** Fuzz rows of the plain forms that work without script: the rating page's form (answered by a redirect to its outcome). */
import fc from 'fast-check';
import { hostileText } from '../helpers/fuzz/junk';
import type { FuzzCase } from './case';

// Any value a browser or a script could put in a field: hostile text, digits out of range, nothing.
const formValue = fc.option(fc.oneof(hostileText, fc.integer({ min: -9, max: 99 }).map(String)), { nil: undefined });

const ratingForm = fc
  .record({
    type: formValue,
    rating: formValue,
    reason: formValue,
    text: formValue,
    id: fc.oneof(fc.constant('call-7'), hostileText),
  })
  .map((fields) => {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.set(name, value);
    return form.toString();
  });

export const plainFormCases: FuzzCase[] = [
  {
    route: 'call_feedback/form',
    method: 'POST',
    name: 'a rating form with malformed fields',
    // a field the visitor can put right leads back to the page with its message; a bad id is the 400 envelope
    answers: [303, 400, 413, 415],
    refusals: [303, 400, 415],
    refusalPage: /^\/(rus|uzb)\/feedback\/[^/]+\/(type|rating|reason|text)$/,
    requests: () =>
      fc.tuple(ratingForm, fc.constantFrom('rus', 'uzb')).map(([body, lang]) => ({
        url: `/api/v1/call_feedback/form?lang=${lang}`,
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })),
  },
];
