import { describe, expect, it } from 'vitest';
import type { RequestItem } from '@/lib/staff/inbox/contract';
import { ACTION_EFFECT, offeredActions, suggestedAction } from '@/lib/visitors/tracking/progress-actions';
import { requestProgressBody } from '@/lib/visitors/tracking/progress-schema';
import { requestTimeline } from '@/components/admin/inbox/request-timeline';
import type { InboxText } from '@/lib/staff/inbox/view-texts';

const echo: InboxText = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const texts = { track: echo, page: echo, inbox: echo };

const request = (over: Partial<RequestItem>): RequestItem =>
  ({
    id: 5,
    created_at: '2026-11-02T05:00:00.000Z',
    work_status: 'new',
    status_changed_by: null,
    status_changed_at: null,
    forwarding: { state: 'forwarded', attempts: 1, last_error: null, billing_ref: 'B-77', forwarded_at: null },
    tracking: { reference: 'TN-7K3P9', status: 'received', history: [] },
    ...over,
  }) as RequestItem;

describe('the next step of a request', () => {
  it('suggests taking a new request into work, then the engineer, then connected, then finishing', () => {
    expect(suggestedAction('new', 'forwarded', true)).toBe('take');
    expect(suggestedAction('in_progress', 'forwarded', true)).toBe('engineer');
    expect(suggestedAction('in_progress', 'engineer_assigned', true)).toBe('connected');
    expect(suggestedAction('in_progress', 'closed', true)).toBe('done');
    expect(suggestedAction('done', 'connected', true)).toBe('reopen');
  });

  it('offers no step that changes nothing, and no tracker step when billing keeps the tracker', () => {
    expect(offeredActions('in_progress', true)).toEqual(['engineer', 'connected', 'closed', 'done', 'reopen']);
    expect(offeredActions('new', false)).toEqual(['take', 'done']);
    for (const work of ['new', 'in_progress', 'done'] as const)
      for (const editable of [true, false])
        expect(offeredActions(work, editable)).toContain(suggestedAction(work, 'received', editable));
  });

  it('moves the tracker only with the steps a visitor sees, and finishes the work with connected or closed', () => {
    expect(ACTION_EFFECT.take).toEqual({ work: 'in_progress' });
    expect(ACTION_EFFECT.connected).toEqual({ work: 'done', tracker: 'connected' });
    expect(ACTION_EFFECT.closed).toEqual({ work: 'done', tracker: 'closed' });
  });

  it('needs the day for the engineer and the reason for closing, and refuses them elsewhere', () => {
    const issues = (body: object) =>
      requestProgressBody.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
    expect(issues({ id: 5, action: 'engineer', day: '' })).toEqual(['day:required']);
    expect(issues({ id: 5, action: 'closed', reason: '' })).toEqual(['reason:required']);
    expect(issues({ id: 5, action: 'take', day: '05.05.2026' })).toEqual(['day:invalidFormat']);
    expect(issues({ id: 5, action: 'fly' })[0]).toMatch(/^action:/);
    expect(requestProgressBody.parse({ id: 5, action: 'engineer', day: '05.05.2026', reason: '' })).toEqual({
      id: 5,
      action: 'engineer',
      day: '2026-05-05',
    });
  });
});

describe("a request's one timeline", () => {
  it('puts the tracker states and the last work change in time order, then the steps still ahead', () => {
    const entries = requestTimeline(
      request({
        work_status: 'in_progress',
        status_changed_by: 'staff@example.com',
        status_changed_at: '2026-11-02T06:00:00.000Z',
        tracking: {
          reference: 'TN-7K3P9',
          status: 'engineer_assigned',
          history: [
            { status: 'received', at: '2026-11-02T05:00:00.000Z' },
            { status: 'forwarded', at: '2026-11-02T05:01:00.000Z' },
            { status: 'engineer_assigned', at: '2026-11-02T07:00:00.000Z', day: '2026-11-05' },
          ],
        },
      }),
      texts,
    );
    expect(entries.map((e) => [e.tone, e.title])).toEqual([
      ['reached', 'statuses.received'],
      ['reached', 'statuses.forwarded'],
      ['work', 'workLine {"status":"statuses.in_progress"}'],
      ['reached', 'statuses.engineer_assigned'],
      ['ahead', 'statuses.connected'],
    ]);
    expect(entries[1]!.detail).toBe('forwarding.billingRef: B-77');
    expect(entries[2]!.by).toBe('staff@example.com');
    expect(entries[3]!.detail).toBe('engineerDay {"day":"05.11.2026"}');
  });

  it('has nothing ahead once the request is closed', () => {
    const entries = requestTimeline(
      request({
        tracking: {
          reference: 'TN-7K3P9',
          status: 'closed',
          history: [
            { status: 'received', at: '2026-11-02T05:00:00.000Z' },
            { status: 'closed', at: '2026-11-02T07:00:00.000Z', reason: 'duplicate' },
          ],
        },
      }),
      texts,
    );
    expect(entries.map((e) => e.tone)).toEqual(['reached', 'closed']);
  });
});
