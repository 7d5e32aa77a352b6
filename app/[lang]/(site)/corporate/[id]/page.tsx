import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ServiceCard } from '@/lib/db/seed/static/types';
import type { LocalizedAs } from '@/lib/content/localize';
import { getStaticComponents, staticList, type StaticComponents } from '@/lib/content/static-components';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PageHeader } from '@/components/site/page-header';
import { RichText } from '@/components/site/rich-text';
import { CorporateCta } from '../corporate-cta';
import { CorporateTariffsSection } from '../corporate-tariffs-section';

type Props = { params: Promise<{ lang: string; id: string }> };

function findService(components: StaticComponents, id: string) {
  return staticList<LocalizedAs<ServiceCard>>(components, 'corporate_services').find((s) => s.id === id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  const [components, meta] = await Promise.all([getStaticComponents(lang), getTranslations({ locale: lang, namespace: 'Metadata' })]);
  const service = findService(components, id);
  if (!service) return {};
  return pageMetadata(lang, `/corporate/${id}`, service.title, service.summary, meta('siteName'));
}

/** One corporate service; the internet service also lists the corporate tariffs. */
export default async function CorporateServicePage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([getTranslations({ locale: lang, namespace: 'CorporatePage' }), getStaticComponents(lang)]);
  const service = findService(components, id);
  if (!service) notFound();
  return (
    <>
      <nav aria-label={t('allServices')} className="mb-3 text-sm">
        <Link href={`/${lang}/corporate`} className="text-brand-700 underline">← {t('allServices')}</Link>
      </nav>
      <PageHeader title={service.title} lead={service.summary} />
      <RichText html={service.body} className="max-w-3xl" />
      {id === 'internet' && <CorporateTariffsSection lang={lang} />}
      <CorporateCta lang={lang} />
    </>
  );
}
