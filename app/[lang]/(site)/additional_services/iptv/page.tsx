import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findServiceCard, serviceMetadata } from '@/lib/content/site/services';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { ChannelPackageView } from '@/lib/visitors/tariffs/view';
import { AdditionalServiceBody } from '@/components/site/additional-service-body';
import { ChannelPackages } from '@/components/site/channel-packages';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const metadata = await serviceMetadata(lang as Lang, 'additional_services', 'iptv');
  return metadata.title ? metadata : errorPageMetadata(lang as Lang, 'notFound');
}

/** The IPTV service with its channel packages; the counts come from the package lists, so the text need not repeat them. */
export default async function IptvServicePage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [tariff, card, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'TariffPage' }),
    getTranslations({ locale: lang, namespace: 'TariffCard' }),
    getStaticComponents(lang),
  ]);
  const service = findServiceCard(components, 'additional_services', 'iptv');
  if (!service) return <ErrorPageContent lang={lang} kind="notFound" />;
  return (
    <AdditionalServiceBody lang={lang} service={service} components={components}>
      <ChannelPackages
        title={tariff('channelPackagesTitle')}
        packages={staticList<ChannelPackageView>(components, 'channel_packages')}
        summaryLabel={(name, count) => card('channels', { name, count })}
      />
    </AdditionalServiceBody>
  );
}
