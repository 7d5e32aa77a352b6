import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { ContactCta } from '@/components/site/contact-cta';

/** The call to action of the corporate pages: talk to the corporate sales office. */
export async function CorporateCta({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'CorporatePage' });
  return <ContactCta id="corporate-cta" lang={lang} title={t('ctaTitle')} text={t('ctaText')} link={t('ctaLink')} />;
}
