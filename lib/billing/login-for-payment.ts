/** The express payment's login check, shared by the API call and the page that works without script. */
import 'server-only';
import { enforceRateLimitFor } from '@/lib/abuse/rate-limit';
import type { Lang } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { callBilling } from './call';

/** What the visitor is told about a login: found (with its technology) or not. */
export type LoginAnswer = { found: boolean; technology?: string; message: string };

/** Checks a login for online payment for the caller at `ip`, counted against its login_check limit. */
export async function checkLoginForPayment(
  ip: string,
  lang: Lang,
  prefix: string,
  login: string,
): Promise<LoginAnswer> {
  await enforceRateLimitFor(ip, 'login_check');
  const answer = await callBilling((b) => b.checkLoginForPayment(prefix, login));
  const t = translator(lang, 'Billing');
  return answer.found
    ? { found: true, technology: answer.technology, message: t('loginFound', { technology: answer.technology ?? '' }) }
    : { found: false, message: t('loginNotFound') };
}
