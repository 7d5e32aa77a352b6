import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { SmartSpeaker, WifiRouter } from '@/lib/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/localize';
import { findServiceCard, serviceMetadata } from '@/lib/content/services';
import { getStaticComponents, staticList } from '@/lib/sections/static-components/read';
import type { Lang } from '@/lib/i18n/locales';
import type { ChannelPackageView } from '@/lib/tariffs/view';
import { CatalogSection } from '@/components/site/catalog-section';
import { ChannelPackages } from '@/components/site/channel-packages';
import { ServiceDetail } from '@/components/site/service-detail';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  const metadata = await serviceMetadata(lang as Lang, 'additional_services', id);
  return metadata.title ? metadata : errorPageMetadata(lang as Lang, 'notFound');
}

/** One additional service; the router and speaker pages carry their catalogues, the IPTV page its channel packages. */
export default async function AdditionalServicePage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const [t, tariff, card, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ServicesPage' }),
    getTranslations({ locale: lang, namespace: 'TariffPage' }),
    getTranslations({ locale: lang, namespace: 'TariffCard' }),
    getStaticComponents(lang),
  ]);
  const service = findServiceCard(components, 'additional_services', id);
  if (!service) return <ErrorPageContent lang={lang} kind="notFound" />;
  return (
    <ServiceDetail backHref={`/${lang}/additional_services`} backLabel={t('allServices')} service={service}>
      {id === 'wifi_routers' && <CatalogSection lang={lang} kind="routers" items={staticList<LocalizedAs<WifiRouter>>(components, 'wifi_routers')} />}
      {id === 'smart_speakers' && <CatalogSection lang={lang} kind="speakers" items={staticList<LocalizedAs<SmartSpeaker>>(components, 'smart_speakers')} />}
      {/* the channel counts come from the package lists, so the service text need not repeat (and contradict) them */}
      {id === 'iptv' && (
        <ChannelPackages
          title={tariff('channelPackagesTitle')}
          packages={staticList<ChannelPackageView>(components, 'channel_packages')}
          summaryLabel={(name, count) => card('channels', { name, count })}
        />
      )}
      <aside aria-labelledby="service-connect" className="mt-10 rounded-xl bg-brand-50 p-5">
        <h2 id="service-connect" className="text-xl font-bold">{t('connectTitle')}</h2>
        <p className="mt-1">{t('connectText', { phone: components.map.call_center_phone ?? '' })}</p>
        <SiteLink href={`/${lang}/contacts`} className="mt-3 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">{t('contactsLink')}</SiteLink>
      </aside>
    </ServiceDetail>
  );
}
