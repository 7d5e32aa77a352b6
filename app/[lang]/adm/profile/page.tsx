import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { requirePageSignedIn } from '@/lib/staff/admin/page-guard';
import { readOwesTwoFactor, readOwnSessions } from '@/lib/staff/auth/account/page-reads';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/staff/auth/password-policy';
import { PasswordChangeForm } from '@/components/admin/profile/password-change-form';
import { SessionsList } from '@/components/admin/profile/sessions-list';
import { TwoFactorPanel, type ProfileTexts } from '@/components/admin/profile/two-factor-panel';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'AdminProfile' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** "Мой профиль": the own two-factor, password and sessions; the one page open to staff who still owe two-factor set-up. */
export default async function ProfilePage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const staff = await requirePageSignedIn(lang);
  const [messages, t, owes, sessions] = await Promise.all([
    getMessages({ locale: lang }),
    getTranslations({ locale: lang, namespace: 'AdminProfile' }),
    readOwesTwoFactor(staff),
    readOwnSessions(staff),
  ]);
  const texts = {
    ...(messages as unknown as { AdminProfile: ProfileTexts }).AdminProfile,
    newPassword: t('newPassword', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
  };
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
        <p className="break-all">{t('account', { email: staff.email })}</p>
        {owes ? (
          <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
            {t('mustSetUp')}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="two-factor-title" className="flex flex-col gap-3">
        <h2 id="two-factor-title" className="text-xl font-bold">
          {t('twoFactorTitle')}
        </h2>
        <TwoFactorPanel enabled={Boolean(staff.totpEnabled)} texts={texts} />
      </section>
      <section aria-labelledby="password-title" className="flex flex-col gap-3">
        <h2 id="password-title" className="text-xl font-bold">
          {t('passwordTitle')}
        </h2>
        <PasswordChangeForm texts={texts} />
      </section>
      <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
        <h2 id="sessions-title" className="text-xl font-bold">
          {t('sessionsTitle')}
        </h2>
        <SessionsList items={sessions} texts={texts} />
      </section>
    </div>
  );
}
