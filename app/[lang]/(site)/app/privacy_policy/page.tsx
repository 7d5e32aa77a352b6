import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStaticComponents } from '@/lib/sections/static-components/read';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { LegalDocument } from '@/components/site/legal-document';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'LegalPages' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  return pageMetadata(lang, '/app/privacy_policy', t('appPolicyTitle'), t('appPolicyDescription'), siteMeta(meta));
}

/** The mobile app privacy policy (SPEC §2). */
export default async function AppPrivacyPolicyPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'LegalPages' }),
    getStaticComponents(lang),
  ]);
  return <LegalDocument title={t('appPolicyTitle')} html={components.map.app_policy_text ?? ''} />;
}
