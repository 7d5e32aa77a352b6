/**
 * The express payment sent as a plain GET form (lib/visitors/billing/payment-step.ts): the same schemas,
 * login check and per-address limit as the API call, answered as the page shows them.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/lib/platform/abuse/limits';
import { paymentStep } from '@/lib/visitors/billing/payment-step';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import { setupTestDatabase } from './helpers/database';

setupTestDatabase();

describe('the payment step of a sent form', () => {
  it('answers a found login with its account card, then a valid amount with the sum', async () => {
    const found = await paymentStep('rus', '10.0.0.1', { prefix: 'x', login: '100001' });
    expect(found).toMatchObject({
      errors: {},
      account: 'x100001',
      answer: { found: true, message: 'Логин найден', holder: 'А*** К***', connection: 'Оптоволокно до дома' },
    });
    expect(found.sum).toBeUndefined();
    const paid = await paymentStep('uzb', '10.0.0.1', { prefix: 'x', login: '100001', amount: '75 000' });
    expect(paid).toMatchObject({ errors: {}, sum: 75_000, answer: { message: 'Login topildi' } });
  });

  it('names the refused field in the page language, and offers no amount for an unknown login', async () => {
    expect((await paymentStep('rus', '10.0.0.2', { prefix: 'x', login: '' })).errors).toEqual({
      login: rus.Validation.required,
    });
    expect((await paymentStep('uzb', '10.0.0.2', { prefix: 'zz', login: '1' })).errors).toEqual({
      prefix: uzb.Validation.invalidChoice,
    });
    const range = await paymentStep('rus', '10.0.0.2', { prefix: 'x', login: '100001', amount: '12' });
    expect(range.errors).toEqual({ amount: rus.Validation.sumRange });
    expect(range.sum).toBeUndefined();
    const unknown = await paymentStep('rus', '10.0.0.2', { prefix: 'x', login: '999999', amount: '75000' });
    expect(unknown.answer).toEqual({ found: false, message: 'Логин не найден или недоступен для оплаты онлайн' });
    expect(unknown.sum).toBeUndefined();
  });

  it("counts each check against the address's login_check limit and then says to try later", async () => {
    for (let i = 0; i < LIMITS.login_check.limit; i += 1)
      expect((await paymentStep('rus', '10.0.0.3', { prefix: 'x', login: '100001' })).failure).toBeUndefined();
    const over = await paymentStep('rus', '10.0.0.3', { prefix: 'x', login: '100001' });
    expect(over.failure).toBe(rus.Errors.too_many.message);
    expect(over.answer).toBeUndefined();
    // another visitor is not affected
    expect((await paymentStep('rus', '10.0.0.4', { prefix: 'x', login: '100001' })).answer?.found).toBe(true);
  });
});
