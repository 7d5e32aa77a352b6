import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/ui/site-link';
import type { StaticComponents } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { ServiceDetail } from '@/components/site/service-detail';

/** One additional service's page body: its text, what the page adds (`children`), and how to connect. */
export async function AdditionalServiceBody({
  lang,
  service,
  components,
  children,
}: {
  lang: Lang;
  service: { title: string; summary: string; body: string };
  components: StaticComponents;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'ServicesPage' });
  return (
    <ServiceDetail backHref={`/${lang}/additional_services`} backLabel={t('allServices')} service={service}>
      {children}
      <aside aria-labelledby="service-connect" className="mt-10 rounded-xl bg-brand-50 p-5">
        <h2 id="service-connect" className="text-xl font-bold">
          {t('connectTitle')}
        </h2>
        <p className="mt-1">{t('connectText', { phone: components.map.call_center_phone ?? '' })}</p>
        <SiteLink href={`/${lang}/contacts`} className="btn btn-primary mt-3">
          {t('contactsLink')}
        </SiteLink>
      </aside>
    </ServiceDetail>
  );
}
