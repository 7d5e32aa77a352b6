import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { validationTexts } from '@/components/admin/texts';
import { LoginForm } from '@/components/admin/login-form';
import { BrandLogo } from '@/components/ui/brand-logo';

// Rendered per request: admin pages carry a per-request CSP nonce (middleware.ts), and a cached
// page would have none, so the browser would refuse its scripts.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'AdminLogin' });
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

/** The staff login (route name 'lang-site-adm-login'). */
export default async function AdminLoginPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, seo] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminLogin' }),
    getTranslations({ locale: lang, namespace: 'Seo' }),
  ]);
  return (
    <main id="main" className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-4 px-4 py-10">
      <BrandLogo href={`/${lang}`} name={seo('publisher')} />
      <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      <LoginForm
        lang={lang}
        texts={{
          email: t('email'),
          password: t('password'),
          submit: t('submit'),
          submitting: t('submitting'),
          badCredentials: t('badCredentials'),
          // the time is filled on the client
          lockedUntil: t.raw('lockedUntil') as string,
          otp: t('otp'),
          otpHint: t('otpHint'),
          otpNeeded: t('otpNeeded'),
          wrongCode: t('wrongCode'),
        }}
        validation={await validationTexts(lang)}
      />
      <Link href={`/${lang}/site/adm/forgot`} className="w-fit text-brand-700 underline">
        {t('forgot')}
      </Link>
    </main>
  );
}
