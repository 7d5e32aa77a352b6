import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findServiceCard, serviceMetadata } from '@/lib/content/site/services';
import { getStaticComponents } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { ServiceDetail } from '@/components/site/service-detail';
import { CorporateCta } from '../corporate-cta';
import { CorporateTariffsSection } from '../corporate-tariffs-section';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const metadata = await serviceMetadata(lang as Lang, 'corporate_services', id);
  return metadata.title ? metadata : errorPageMetadata(lang as Lang, 'notFound');
}

/** One corporate service; the internet service also lists the corporate tariffs. */
export default async function CorporateServicePage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'CorporatePage' }),
    getStaticComponents(lang),
  ]);
  const service = findServiceCard(components, 'corporate_services', id);
  if (!service) return <ErrorPageContent lang={lang} kind="notFound" />;
  return (
    <ServiceDetail backHref={`/${lang}/corporate`} backLabel={t('allServices')} service={service}>
      {id === 'internet' && <CorporateTariffsSection lang={lang} />}
      <CorporateCta lang={lang} />
    </ServiceDetail>
  );
}
