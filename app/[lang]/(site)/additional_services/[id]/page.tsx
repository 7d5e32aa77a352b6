import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { SmartSpeaker, WifiRouter } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { findServiceCard, serviceMetadata } from '@/lib/content/site/services';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { AdditionalServiceBody } from '@/components/site/additional-service-body';
import { CatalogSection } from '@/components/site/catalog-section';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const metadata = await serviceMetadata(lang as Lang, 'additional_services', id);
  return metadata.title ? metadata : errorPageMetadata(lang as Lang, 'notFound');
}

/**
 * One additional service; the router and speaker pages carry their catalogues. IPTV has a page of
 * its own (../iptv): its channel lists are a client component, whose script every page of this
 * route would otherwise load.
 */
export default async function AdditionalServicePage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const components = await getStaticComponents(lang);
  const service = findServiceCard(components, 'additional_services', id);
  if (!service) return <ErrorPageContent lang={lang} kind="notFound" />;
  return (
    <AdditionalServiceBody lang={lang} service={service} components={components}>
      {id === 'wifi_routers' && (
        <CatalogSection
          lang={lang}
          kind="routers"
          items={staticList<LocalizedAs<WifiRouter>>(components, 'wifi_routers')}
        />
      )}
      {id === 'smart_speakers' && (
        <CatalogSection
          lang={lang}
          kind="speakers"
          items={staticList<LocalizedAs<SmartSpeaker>>(components, 'smart_speakers')}
        />
      )}
    </AdditionalServiceBody>
  );
}
