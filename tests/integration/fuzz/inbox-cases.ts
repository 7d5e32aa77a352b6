/** Fuzz rows of the inbox writes: an item's work status, the retry of a request's forwarding and its tracking state. */
import fc from 'fast-check';
import { INBOX_SECTIONS, WORK_STATUSES } from '@/lib/staff/inbox/sections';
import { jsonBody } from '../helpers/fuzz/bodies';
import { choice, date, int } from '../helpers/fuzz/fields';
import { CLOSE_REASONS, STAFF_STATUSES } from '@/lib/visitors/tracking/states';
import { PROGRESS_ACTIONS } from '@/lib/visitors/tracking/progress-actions';
import { hostileText, prototypeKeys } from '../helpers/fuzz/junk';
import { JSON_REFUSED, type FuzzCase } from './case';

// No inbox item exists in the fuzz database, so even an id that slipped through names none.
const ABSENT_ID = 999_999;

/** Status changes in every inbox section (and in codes that name none), and retries. */
export const inboxCases: FuzzCase[] = [
  {
    route: 'adm/[section]/status',
    method: 'POST',
    name: 'work status of an inbox item',
    staff: true,
    // 404: a section code that is not an inbox section
    answers: [400, 404, 413],
    refusals: [400, 404],
    requests: () =>
      fc
        .tuple(
          fc.oneof(
            { arbitrary: fc.constantFrom<string>(...INBOX_SECTIONS), weight: 8 },
            { arbitrary: fc.oneof(prototypeKeys, hostileText, fc.constantFrom('news', 'users')), weight: 2 },
          ),
          jsonBody({ id: int(ABSENT_ID, { min: 1, coerced: false }), status: choice('done', WORK_STATUSES) }),
        )
        .map(([section, body]) => ({
          url: `/api/v1/adm/${encodeURIComponent(section.replace(/[\ud800-\udfff]/g, ''))}/status`,
          params: { section },
          body,
        })),
  },
  {
    route: 'adm/requests/retry',
    method: 'POST',
    name: 'retry of a request forwarding',
    staff: true,
    ...JSON_REFUSED,
    requests: () =>
      jsonBody({ id: int(ABSENT_ID, { min: 1, coerced: false }) }).map((body) => ({
        url: '/api/v1/adm/requests/retry',
        body,
      })),
  },
  {
    route: 'adm/requests/track',
    method: 'POST',
    name: 'tracking state of a request',
    staff: true,
    ...JSON_REFUSED,
    requests: () =>
      jsonBody({
        id: int(ABSENT_ID, { min: 1, coerced: false }),
        status: choice('closed', STAFF_STATUSES),
        // the form sends '' for the day or reason a step does not use
        day: date(undefined, { required: false, emptyOk: true }),
        reason: choice('duplicate', CLOSE_REASONS, { required: false, emptyOk: true }),
      }).map((body) => ({ url: '/api/v1/adm/requests/track', body })),
  },
  {
    route: 'adm/requests/progress',
    method: 'POST',
    name: 'next step of a request',
    staff: true,
    // 404: a well-formed step for the request that does not exist
    answers: [400, 404, 413],
    refusals: [400, 404],
    requests: () =>
      jsonBody({
        id: int(ABSENT_ID, { min: 1, coerced: false }),
        action: choice('closed', PROGRESS_ACTIONS),
        // the form sends '' for the day or reason a step does not use
        day: date(undefined, { required: false, emptyOk: true }),
        reason: choice('duplicate', CLOSE_REASONS, { required: false, emptyOk: true }),
      }).map((body) => ({ url: '/api/v1/adm/requests/progress', body })),
  },
];
