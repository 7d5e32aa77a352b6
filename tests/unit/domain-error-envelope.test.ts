// @vitest-environment node
/**
 * Domain code throws DomainError and knows nothing of HTTP; a route built by defineRoute answers it with
 * the envelope: the code's status, the code, and the name and message in the caller's language.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeContract } from '@/lib/http/api/route/contract';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { DomainError, fail } from '@/lib/platform/errors/domain-error';

const contract = routeContract({
  method: 'GET',
  summary: 'A test read',
  tag: 'content',
  access: 'public',
  errors: ['not_found', 'locked', 'validation'],
  data: z.object({}),
});

/** The answer of a route whose handler throws `error`, asked in `lang`. */
async function answerTo(error: unknown, lang: 'rus' | 'uzb') {
  const route = defineRoute(contract, async () => {
    throw error;
  });
  const req = new NextRequest(new URL(`/api/v1/test?lang=${lang}`, 'http://localhost:3000'));
  const res = await route(req, { params: Promise.resolve({}) });
  return { status: res.status, body: await res.json() };
}

describe('a DomainError thrown by a handler', () => {
  it('is an Error with its code and no HTTP status', () => {
    const error = fail('not_found');
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('not_found');
    expect('status' in error).toBe(false);
  });

  it.each([
    ['rus', 'Не найдено', 'Запрошенный ресурс не найден.'],
    ['uzb', 'Topilmadi', 'Soʻralgan resurs topilmadi.'],
  ] as const)('becomes the 404 envelope in %s', async (lang, name, message) => {
    expect(await answerTo(fail('not_found'), lang)).toEqual({
      status: 404,
      body: { status: 'error', error: { name, message, code: 'not_found' } },
    });
  });

  it.each([
    ['rus', 'Проверьте заполнение полей. Обязательное поле.', 'Обязательное поле.'],
    ['uzb', 'Maydonlar toʻgʻri toʻldirilganini tekshiring. Majburiy maydon.', 'Majburiy maydon.'],
  ] as const)('names its fields in %s', async (lang, message, field) => {
    const { status, body } = await answerTo(fail('validation', [{ path: 'name', key: 'required' }]), lang);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation', message, fields: { name: field } });
  });

  it('puts its parameters in the message (times as Tashkent reads them) and hands them on', async () => {
    const { status, body } = await answerTo(fail('locked', [], { until: '2026-03-01T10:00:00.000Z' }), 'rus');
    expect(status).toBe(429);
    expect(body.error.message).toContain('Вход закрыт до 01.03.2026');
    expect(body.error.message).toContain('15:00');
    expect(body.error.params).toEqual({ until: '2026-03-01T10:00:00.000Z' });
  });

  it('is the only kind of error the caller learns about: anything else is a bare 500', async () => {
    const { status, body } = await answerTo(new Error('a secret detail'), 'rus');
    expect(status).toBe(500);
    expect(body.error.code).toBe('internal');
    expect(JSON.stringify(body)).not.toContain('a secret detail');
  });
});
