import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/staff/auth/password-policy';
import { ResetForm } from '@/components/admin/profile/reset-form';

// Rendered per request: admin pages carry a per-request CSP nonce (middleware.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'PasswordReset' });
  return { title: t('resetTitle'), robots: { index: false, follow: false } };
}

/** The page a reset mail links to: a new password, once per link. */
export default async function ResetPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'PasswordReset' });
  return (
    <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-brand-800">{t('resetTitle')}</h1>
      <ResetForm
        lang={lang}
        texts={{
          newPassword: t('newPassword', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
          save: t('save'),
          saving: t('saving'),
          done: t('done'),
          noToken: t('noToken'),
          toLogin: t('toLogin'),
        }}
      />
    </main>
  );
}
