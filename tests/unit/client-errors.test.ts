import { describe, expect, it } from 'vitest';
import { messageFor, toCallError } from '@/lib/http/api/client-errors';

describe('error catalogue of SPEC §8', () => {
  it('a failed read shows the message, or the name when the message is empty', () => {
    expect(messageFor('read', { name: 'Не найдено', message: 'Новость не найдена.' })).toBe('Новость не найдена.');
    expect(messageFor('read', { name: 'Не найдено', message: '' })).toBe('Не найдено');
  });

  it("a failed write shows 'name. message', or only the message when the name is empty", () => {
    expect(messageFor('write', { name: 'Ошибка в данных', message: 'Проверьте поля.' })).toBe(
      'Ошибка в данных. Проверьте поля.',
    );
    expect(messageFor('write', { name: '', message: 'Проверьте поля.' })).toBe('Проверьте поля.');
  });

  it("a failed delete shows 'ApiService {error}'", () => {
    expect(messageFor('delete', { name: 'Доступ запрещён', message: 'Нет прав.' })).toBe('ApiService Нет прав.');
  });

  it('a network failure shows the service-unavailable text', () => {
    const error = toCallError('read', 0, undefined, 'Сервис временно недоступен');
    expect(error.message).toBe('Сервис временно недоступен');
    expect(error.code).toBe('unavailable');
  });

  it('keeps the per-field messages of a validation envelope', () => {
    const body = {
      status: 'error',
      error: { name: 'N', message: 'M', code: 'validation', fields: { phone: 'Неверно' } },
    };
    const error = toCallError('write', 400, body, 'x');
    expect(error.fields).toEqual({ phone: 'Неверно' });
    expect(error.httpStatus).toBe(400);
  });
});
