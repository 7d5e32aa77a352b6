/**
 * The express payment as a plain GET form (`?prefix=&login=` then `&amount=`), for browsers that
 * run no script: the same schemas, the same login check and limit as the API, answered in the page.
 */
import 'server-only';
import { DomainError } from '@/lib/platform/errors/domain-error';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { checkWithSchema } from '@/lib/platform/validation/check-with-schema';
import { loginCheckSchema } from './login-check-schema';
import { checkLoginForPayment, type LoginAnswer } from './login-for-payment';
import { paymentSumSchema } from './payment-sum';
import { parseSumText } from './payment-sum-limits';

/** What the page shows after a sent form: the typed values, field errors, the answer and a valid sum. */
export type PaymentStep = {
  values: { prefix: string; login: string; amount: string };
  errors: Record<string, string>;
  answer?: LoginAnswer;
  account?: string;
  sum?: number;
  /** The call could not be answered (too many checks, billing down): the reason as the API gives it. */
  failure?: string;
};

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Checks the sent login (and amount, once the login is found) for the caller at `ip`. */
export async function paymentStep(lang: Lang, ip: string, query: Query): Promise<PaymentStep> {
  const messages = messagesFor(lang);
  const amount = first(query.amount);
  const values = { prefix: first(query.prefix) ?? 'x', login: first(query.login) ?? '', amount: amount ?? '' };
  const check = await checkWithSchema(
    async () => loginCheckSchema,
    { prefix: values.prefix, login: values.login },
    messages.Validation,
  );
  if (!check.ok) return { values, errors: check.errors };
  let answer: LoginAnswer;
  try {
    answer = await checkLoginForPayment(ip, lang, check.data.prefix, check.data.login);
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'too_many' || error.code === 'unavailable'))
      return { values, errors: {}, failure: messages.Errors[error.code].message };
    throw error;
  }
  const account = `${check.data.prefix}${check.data.login}`;
  if (!answer.found || amount === undefined) return { values, errors: {}, answer, account };
  const sum = await checkWithSchema(
    async () => paymentSumSchema,
    { amount: parseSumText(amount) },
    messages.Validation,
  );
  return sum.ok
    ? { values, errors: {}, answer, account, sum: sum.data.amount }
    : { values, errors: sum.errors, answer, account };
}
