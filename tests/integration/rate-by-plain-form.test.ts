/**
 * The rating page's form sent without script (POST /api/v1/call_feedback/form, form-encoded): each
 * answer is a redirect to the page of its outcome, never a JSON envelope the visitor would see.
 */
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/call_feedback/form/route';
import { isRated } from '@/lib/visitors/forms/feedback';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

setupTestDatabase();

const send = (fields: Record<string, string>, lang = 'rus') =>
  callRoute(POST, `/api/v1/call_feedback/form?lang=${lang}`, {
    method: 'POST',
    signed: false,
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const rating = { type: 'technical', rating: '4', reason: 'long_wait', text: '' };

describe('a rating sent as a plain form', () => {
  it('is stored and answered with the thanks page; a second one with the already-rated page', async () => {
    const first = await send({ ...rating, id: 'visit-plain-1' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/rus/feedback/visit-plain-1/thanks');
    expect(await isRated('technical', 'visit-plain-1')).toBe(true);
    const again = await send({ ...rating, id: 'visit-plain-1' }, 'uzb');
    expect(again.headers.get('location')).toBe('/uzb/feedback/visit-plain-1/already');
  });

  it.each([
    [{ ...rating, reason: 'long_wait_connection' }, 'reason'],
    [{ ...rating, rating: '' }, 'rating'],
    [{ ...rating, rating: '9' }, 'rating'],
    [{ rating: '4', reason: 'long_wait' }, 'type'],
  ])('%o is sent back to its field (%s) and not stored', async (fields, outcome) => {
    const answer = await send({ ...fields, id: 'visit-plain-2' });
    expect(answer.headers.get('location')).toBe(`/rus/feedback/visit-plain-2/${outcome}`);
    expect(await isRated('technical', 'visit-plain-2')).toBe(false);
  });

  it('refuses an event id that is no plain token', async () => {
    const answer = await send({ ...rating, id: '../adm' });
    expect(answer.status).toBe(400);
  });
});
