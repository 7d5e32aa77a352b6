import { describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/v1/contact/with/us/route';
import { POST as rate } from '@/app/api/v1/call_feedback/route';
import { POST as districtsOfRegion } from '@/app/api/v1/addresses/level/1/route';
import { GET as news } from '@/app/api/v1/news/[lang]/route';
import { serviceEvaluations } from '@/lib/platform/db/schema';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

const db = setupTestDatabase();
const rating = { type: 'technical', id: 'visit-cross-site', rating: 5, reason: 'other' };

describe('state-changing calls from another site', () => {
  it('are refused with 403 when the browser names a foreign Origin, and nothing is stored', async () => {
    const res = await callRoute(rate, '/api/v1/call_feedback?lang=rus', {
      method: 'POST',
      body: rating,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('cross_site');
    expect(res.json.error.message).toBe('Запрос с другого сайта отклонён.');
    expect(await db().select().from(serviceEvaluations)).toHaveLength(0);
  });

  it('are refused with 403 when the browser says Sec-Fetch-Site: cross-site', async () => {
    const res = await callRoute(contact, '/api/v1/contact/with/us', {
      method: 'POST',
      body: {},
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('pass from our own pages and from non-browser clients', async () => {
    const same = await callRoute(rate, '/api/v1/call_feedback', {
      method: 'POST',
      body: rating,
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    const plain = await callRoute(districtsOfRegion, '/api/v1/addresses/level/1', {
      method: 'POST',
      body: { region_name: 'x' },
    });
    expect(plain.status).toBe(200);
  });

  it('do not concern reads: a cross-site GET is answered', async () => {
    const res = await callRoute(news, '/api/v1/news/rus', {
      params: { lang: 'rus' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
  });
});
