import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { RESET_MINUTES, resetByMailOffered } from '@/lib/staff/auth/account/password-reset';
import { ForgotForm } from '@/components/admin/profile/forgot-form';

// Rendered per request: admin pages carry a per-request CSP nonce (middleware.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'PasswordReset' });
  return { title: t('forgotTitle'), robots: { index: false, follow: false } };
}

/** "Forgot password": the reset by e-mail when SMTP_URL is set, otherwise where to turn instead. */
export default async function ForgotPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'PasswordReset' });
  return (
    <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-800">{t('forgotTitle')}</h1>
      {resetByMailOffered() ? (
        <>
          <p>{t('forgotIntro', { minutes: RESET_MINUTES })}</p>
          <ForgotForm texts={{ email: t('email'), send: t('send'), sending: t('sending'), sent: t('sent') }} />
        </>
      ) : (
        <p role="status">{t('noMail')}</p>
      )}
      <Link href={`/${lang}/site/adm/login`} className="w-fit text-brand-700 underline">
        {t('toLogin')}
      </Link>
    </main>
  );
}
