import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginCheckSchema } from '@/lib/visitors/billing/login-check-schema';
import { errorText, formResolver } from '@/lib/platform/validation/form-errors';
import { issueMessage } from '@/lib/platform/validation/issue-key';
import { contactSchema } from '@/lib/visitors/forms/contact-schema';
import { onlineRequestSchema } from '@/lib/visitors/forms/online-request-schema';
import { resumeSchema } from '@/lib/visitors/forms/resume-schema';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';

type Errors = Record<string, { message?: string } & Record<string, unknown>>;

/** The field errors as react-hook-form resolves them (the form shows them through errorText). */
async function formErrors(schema: z.ZodType, values: Record<string, unknown>, texts: Record<string, string>) {
  const resolver = formResolver(() => Promise.resolve(schema), texts);
  const { errors } = await resolver(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
    criteriaMode: 'firstError',
  } as never);
  return errors as unknown as Errors;
}

/** The keys the server's 400 envelope gives each field (its first issue, as the handler keeps). */
function serverKeys(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, { reportInput: true });
  const keys: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) keys[issue.path.join('.')] ??= issueMessage(issue).key;
  return keys;
}

describe('required fields', () => {
  it('an empty required field reads "required" in the form, in both languages', async () => {
    for (const texts of [rus.Validation, uzb.Validation]) {
      const errors = await formErrors(
        onlineRequestSchema,
        { name: '', phone: '', address: { district: '', street: '  ', house: '' }, city: 'Tashkent', tariff: '' },
        texts,
      );
      expect(errors.name?.message).toBe(texts.required);
      expect(errors.phone?.message).toBe(texts.required);
      expect((errors.address as unknown as Errors).street?.message).toBe(texts.required);
      expect(errors.tariff?.message).toBe(texts.required);
    }
    expect(rus.Validation.required).toBe('Обязательное поле.');
    expect(uzb.Validation.required).toBe('Majburiy maydon.');
  });

  it('a value in the wrong shape reads as a format error, not as required', async () => {
    const errors = await formErrors(
      contactSchema,
      {
        name: 'Анна',
        phone: '12345',
        address: { district: 'Yunusobod', street: 'Amir Temur', house: '1' },
        city: 'Tashkent',
        message: 'Hi',
      },
      rus.Validation,
    );
    expect(errorText(errors.phone?.message, rus.Validation)).toBe(rus.Validation.invalidPhone);
    expect(rus.Validation.invalidPhone).toMatch(/^Неверный формат\./);
    const login = await formErrors(loginCheckSchema, { prefix: 'x', login: 'бад логин' }, rus.Validation);
    expect(errorText(login.login?.message, rus.Validation)).toBe(rus.Validation.invalidLogin);
  });

  it('the server names the same key for an empty field and for a wrong one', () => {
    expect(serverKeys(resumeSchema, { name: '', phone: '', vacancy: '' })).toMatchObject({
      name: 'required',
      phone: 'required',
      vacancy: 'required',
    });
    expect(serverKeys(loginCheckSchema, { prefix: 'x', login: '' })).toMatchObject({ login: 'required' });
    expect(serverKeys(loginCheckSchema, { prefix: 'x', login: 'a b' })).toMatchObject({ login: 'invalidLogin' });
    expect(serverKeys(resumeSchema, { name: 'A', phone: '+1 555', vacancy: 'x' })).toMatchObject({
      phone: 'invalidPhone',
    });
  });
});
