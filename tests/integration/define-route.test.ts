/**
 * defineRoute: a caller without a session or a right learns nothing from validation, inputs reach the
 * handler validated, and in tests an answer its contract does not describe fails loudly.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '@/lib/http/api/envelope';
import { routeContract } from '@/lib/http/api/route/contract';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { asStaff, ensureAccount, login } from './helpers/admin';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';
import { NextRequest } from 'next/server';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';

const db = setupTestDatabase();

const usersOnly = routeContract({
  method: 'POST',
  summary: 'A test call',
  tag: 'admin',
  access: 'users',
  body: z.object({ count: z.number().int() }),
  data: z.object({ doubled: z.number().int() }),
});

const doubles = defineRoute(usersOnly, async ({ body }) => ok({ doubled: body.count * 2 }));
const answersAString = defineRoute(usersOnly, async () => ok({ doubled: 'two' }));

const signedRead = routeContract({
  method: 'GET',
  summary: 'A test read',
  tag: 'content',
  access: 'signed',
  query: z.object({ n: z.coerce.number().int().min(1) }),
  answer: { status: 200, mediaTypes: ['text/csv'], description: 'CSV' },
});
const answersCsv = defineRoute(
  signedRead,
  async ({ query }) => new Response(`n\n${query.n}`, { headers: { 'content-type': 'text/csv' } }),
);
const answersJson = defineRoute(signedRead, async () => ok({ n: 1 }));

// A signed GET whose answer is read as text, whatever its type.
function read(handler: typeof answersCsv, query: string) {
  const req = new NextRequest(new URL(`/api/v1/test?${query}`, 'http://localhost:3000'), {
    headers: signatureHeaders(env().STATISTIC_KEY, env().MAP_KEY),
  });
  return handler(req, { params: Promise.resolve({}) });
}

async function cookieOf(email: string, role: 'developer' | 'hr') {
  await ensureAccount(db(), email, role);
  return (await login(email)).cookie;
}

describe('defineRoute', () => {
  it('answers 401, then 403, before it reads a body it would refuse', async () => {
    const bad = { count: 'many' };
    expect((await asStaff(doubles, '/api/v1/test', null, { method: 'POST', body: bad })).status).toBe(401);
    const hr = await cookieOf('hr@define-route.example', 'hr');
    const refused = await asStaff(doubles, '/api/v1/test', hr, { method: 'POST', body: bad });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('forbidden');
  });

  it('validates the body with the contract, naming the field, and hands the handler the parsed value', async () => {
    const developer = await cookieOf('dev@define-route.example', 'developer');
    const refused = await asStaff(doubles, '/api/v1/test', developer, { method: 'POST', body: { count: 'many' } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.error.fields)).toEqual(['count']);
    const answered = await asStaff(doubles, '/api/v1/test', developer, { method: 'POST', body: { count: 21 } });
    expect(answered.json).toEqual({ status: 'ok', data: { doubled: 42 } });
  });

  it('throws in tests when the success answer is not what the contract describes', async () => {
    const developer = await cookieOf('dev2@define-route.example', 'developer');
    await expect(
      asStaff(answersAString, '/api/v1/test', developer, { method: 'POST', body: { count: 1 } }),
    ).rejects.toThrow(/does not describe: .*doubled/s);
  });

  it('checks a declared answer by its status and media type', async () => {
    const csv = await read(answersCsv, 'n=3');
    expect(csv.status).toBe(200);
    expect(await csv.text()).toBe('n\n3');
    expect((await callRoute(answersCsv, '/api/v1/test?n=0')).status).toBe(400);
    await expect(read(answersJson, 'n=3')).rejects.toThrow(/type application\/json/);
  });
});
