import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findServiceCard, serviceMetadata } from '@/lib/content/services';
import { getStaticComponents } from '@/lib/content/static-components';
import type { Lang } from '@/lib/i18n/locales';
import { ServiceDetail } from '@/components/site/service-detail';
import { CorporateCta } from '../corporate-cta';
import { CorporateTariffsSection } from '../corporate-tariffs-section';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  return serviceMetadata(lang as Lang, 'corporate_services', id);
}

/** One corporate service; the internet service also lists the corporate tariffs. */
export default async function CorporateServicePage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([getTranslations({ locale: lang, namespace: 'CorporatePage' }), getStaticComponents(lang)]);
  const service = findServiceCard(components, 'corporate_services', id);
  if (!service) notFound();
  return (
    <ServiceDetail backHref={`/${lang}/corporate`} backLabel={t('allServices')} service={service}>
      {id === 'internet' && <CorporateTariffsSection lang={lang} />}
      <CorporateCta lang={lang} />
    </ServiceDetail>
  );
}
