/** Sends an endpoint its generated requests and checks every answer: a translated error envelope with an allowed 4xx status. */
import fc from 'fast-check';
import type { NextRequest } from 'next/server';
import { expect } from 'vitest';
import { ORIGIN } from '../admin';
import { callRoute } from '../request';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const WRITE_METHODS: readonly WriteMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A route handler as Next calls it. */
export type Handler = (req: NextRequest, ctx: { params: Promise<unknown> }) => Promise<Response>;

/** One generated request: path and query, body, headers of its own, route params. */
export type Sent = {
  url: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  params?: Record<string, unknown>;
};

/** What a fuzz case expects of every answer. */
export type Expectation = {
  /** every status the endpoint may answer these requests with */
  answers: readonly number[];
  /** the statuses that mean the input itself was refused; most answers must be one of them */
  refusals: readonly number[];
  /** the endpoint takes no input (logout): every answer is this success envelope */
  okData?: unknown;
  /** a plain form's endpoint: a 303 must lead to a page matching this (the refusal shown on the page) */
  refusalPage?: RegExp;
};

let ipCounter = 0;
// A fresh client address per request keeps the per-IP limits from answering instead of validation.
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

// a stack trace inside the JSON text (its newlines escaped), or a path into the code
const STACK_TRACE = /\\n\s+at |node_modules\/|webpack-internal|\/app\/api\//;

function checkAnswer(
  res: {
    status: number;
    json: { status?: string; data?: unknown; error?: Record<string, unknown> };
    text: string;
    headers: Headers;
  },
  expected: Expectation,
) {
  expect(expected.answers, `unexpected ${res.status}: ${res.text.slice(0, 300)}`).toContain(res.status);
  if (res.status === 303 && expected.refusalPage)
    return expect(res.headers.get('location')).toMatch(expected.refusalPage);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.text).not.toMatch(STACK_TRACE);
  if (expected.okData !== undefined) return expect(res.json).toEqual({ status: 'ok', data: expected.okData });
  expect(res.json.status).toBe('error');
  const { name, message, code } = res.json.error ?? {};
  for (const text of [name, message, code])
    expect(typeof text === 'string' && text.length > 0, JSON.stringify(res.json)).toBe(true);
}

/**
 * Runs `numRuns` generated requests against `handler` (fast-check prints the seed and the
 * shrunk request on failure) and answers how often each status came back.
 */
export async function fuzz(
  handler: Handler,
  method: WriteMethod,
  requests: fc.Arbitrary<Sent>,
  expected: Expectation,
  options: { seed: number; numRuns: number; cookie?: string },
) {
  const tally: Record<number, number> = {};
  const language = fc.constantFrom('ru', 'uz', 'en', 'uz-UZ,uz;q=0.9,ru;q=0.8', '*', '');
  await fc.assert(
    fc.asyncProperty(requests, language, async (sent, acceptLanguage) => {
      const res = await callRoute(handler, sent.url, {
        method,
        rawBody: sent.body,
        params: sent.params ?? {},
        headers: {
          origin: ORIGIN,
          [CLIENT_IP_HEADER]: nextIp(),
          'accept-language': acceptLanguage,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...sent.headers,
        },
      });
      tally[res.status] = (tally[res.status] ?? 0) + 1;
      checkAnswer(res, expected);
    }),
    { seed: options.seed, numRuns: options.numRuns },
  );
  return tally;
}

/** The share of answers whose status is one of `statuses`. */
export function shareOf(tally: Record<number, number>, statuses: readonly number[]): number {
  const total = Object.values(tally).reduce((a, b) => a + b, 0);
  return statuses.reduce((sum, s) => sum + (tally[s] ?? 0), 0) / total;
}
