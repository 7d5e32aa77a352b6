/** The account mails (both languages): the owner's notice of a security change, and the password-reset link. */
import 'server-only';
import { env } from '@/lib/platform/env';
import { translator } from '@/lib/platform/i18n/translator';
import { logger } from '@/lib/platform/log/logger';
import { mailFrom, transporterFor } from '@/lib/platform/mail/transport';

/** The security changes the owner is told of. */
export type NoticeKind = 'twoFactorOff' | 'passwordChanged';

function bothLanguages(key: string, values: Record<string, string | number>): { subject: string; text: string } {
  const [rus, uzb] = (['rus', 'uzb'] as const).map((lang) => {
    const t = translator(lang, 'AccountMail');
    return { subject: t(`${key}.subject`), body: t(`${key}.body`, values) };
  }) as [{ subject: string; body: string }, { subject: string; body: string }];
  return { subject: `${rus.subject} / ${uzb.subject}`, text: [rus.body, '', uzb.body, ''].join('\n') };
}

/** Sends a mail when SMTP_URL is set; a failure is logged, never shown to the caller (the change itself stands). */
async function send(to: string, mail: { subject: string; text: string }, event: string): Promise<boolean> {
  const url = env().SMTP_URL;
  if (!url) return false;
  try {
    await transporterFor(url).sendMail({ from: mailFrom(), to, subject: mail.subject, text: mail.text });
    return true;
  } catch (error) {
    logger().error(
      { event: 'account_mail_failed', kind: event, err: (error as Error).message },
      'account mail not sent',
    );
    return false;
  }
}

/** Tells the owner of an account that its two-factor was switched off or its password changed. */
export function sendSecurityNotice(to: string, kind: NoticeKind): Promise<boolean> {
  return send(to, bothLanguages(kind, { email: to, site: env().SITE_URL }), kind);
}

/** Sends the password-reset link (valid `minutes`) to the account's address. */
export function sendResetLink(to: string, link: string, minutes: number): Promise<boolean> {
  return send(to, bothLanguages('reset', { link, minutes }), 'reset');
}
