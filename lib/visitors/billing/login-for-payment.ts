/** The express payment's login check, shared by the API call and the page that works without script. */
import 'server-only';
import { enforceRateLimitFor } from '@/lib/platform/abuse/rate-limit';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import { callBilling } from './call';
import { connectionInWords } from './connection-words';
import { maskHolder } from './mask-holder';

/**
 * What the visitor is told about a login: found or not; when found, the account card's facts —
 * the holder's masked name (never the full one), the tariff's name and the connection in words.
 */
export type LoginAnswer = {
  found: boolean;
  technology?: string;
  connection?: string;
  holder?: string;
  tariff?: string | null;
  message: string;
};

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
  if (!answer.found) return { found: false, message: t('loginNotFound') };
  const technology = answer.technology ?? '';
  return {
    found: true,
    technology,
    connection: connectionInWords(lang, technology),
    holder: maskHolder(answer.holder),
    tariff: answer.tariff?.[lang] || null,
    message: t('loginFound'),
  };
}
