import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ServiceCard, SmartSpeaker, WifiRouter } from '@/lib/db/seed/static/types';
import type { LocalizedAs } from '@/lib/content/localize';
import { getStaticComponents, staticList, type StaticComponents } from '@/lib/content/static-components';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CatalogSection } from '@/components/site/catalog-section';
import { PageHeader } from '@/components/site/page-header';
import { RichText } from '@/components/site/rich-text';

type Props = { params: Promise<{ lang: string; id: string }> };

function findService(components: StaticComponents, id: string) {
  return staticList<LocalizedAs<ServiceCard>>(components, 'additional_services').find((s) => s.id === id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  const [components, meta] = await Promise.all([getStaticComponents(lang), getTranslations({ locale: lang, namespace: 'Metadata' })]);
  const service = findService(components, id);
  if (!service) return {};
  return pageMetadata(lang, `/additional_services/${id}`, service.title, service.summary, meta('siteName'));
}

/** One additional service; the router and speaker pages carry their catalogues. */
export default async function AdditionalServicePage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([getTranslations({ locale: lang, namespace: 'ServicesPage' }), getStaticComponents(lang)]);
  const service = findService(components, id);
  if (!service) notFound();
  return (
    <>
      <nav aria-label={t('allServices')} className="mb-3 text-sm">
        <Link href={`/${lang}/additional_services`} className="text-brand-700 underline">← {t('allServices')}</Link>
      </nav>
      <PageHeader title={service.title} lead={service.summary} />
      <RichText html={service.body} className="max-w-3xl" />
      {id === 'wifi_routers' && <CatalogSection lang={lang} kind="routers" items={staticList<LocalizedAs<WifiRouter>>(components, 'wifi_routers')} />}
      {id === 'smart_speakers' && <CatalogSection lang={lang} kind="speakers" items={staticList<LocalizedAs<SmartSpeaker>>(components, 'smart_speakers')} />}
      <aside aria-labelledby="service-connect" className="mt-10 rounded-xl bg-brand-50 p-5">
        <h2 id="service-connect" className="text-xl font-bold">{t('connectTitle')}</h2>
        <p className="mt-1">{t('connectText', { phone: components.map.call_center_phone ?? '' })}</p>
        <Link href={`/${lang}/contacts`} className="mt-3 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">{t('contactsLink')}</Link>
      </aside>
    </>
  );
}
