import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ServiceCard } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import { formatMoney } from '@/lib/platform/format/money';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { PageHeader } from '@/components/site/page-header';
import { ServiceGrid } from '@/components/site/service-grid';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('ServicesPage', '/additional_services', 'title', 'description');

/** Additional services (SPEC §2): every service as a card linking to its own page. */
export default async function AdditionalServicesPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, currency, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ServicesPage' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
    getStaticComponents(lang),
  ]);
  const services = staticList<LocalizedAs<ServiceCard>>(components, 'additional_services');
  // a free service (null, 0 or a value an admin cleared) shows no price at all
  const priceOf = (from: number | null | undefined) =>
    typeof from === 'number' && from > 0
      ? t('priceFrom', { price: formatMoney(from, currency('currency')) })
      : undefined;
  return (
    <>
      <PageHeader title={t('title')} lead={t('intro')} />
      <ServiceGrid
        services={services.map((s) => ({
          id: s.id,
          title: s.title,
          summary: s.summary,
          href: `/${lang}/additional_services/${s.id}`,
          icon: s.icon,
          price: priceOf(s.price_from),
        }))}
      />
    </>
  );
}
