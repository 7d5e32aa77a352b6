import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ServiceCard } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { ContactCta } from '@/components/site/contact-cta';
import { PageHeader } from '@/components/site/page-header';
import { RichText } from '@/components/site/rich-text';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('SipPage', '/sip', 'title', 'description');

/** SIP telephony (SPEC §2): the home and the business offer side by side, then the way to order. */
export default async function SipPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'SipPage' }),
    getStaticComponents(lang),
  ]);
  const offers = [
    {
      key: 'home',
      heading: t('homeTitle'),
      service: staticList<LocalizedAs<ServiceCard>>(components, 'additional_services').find((s) => s.id === 'sip'),
      href: `/${lang}/additional_services/sip`,
    },
    {
      key: 'business',
      heading: t('businessTitle'),
      service: staticList<LocalizedAs<ServiceCard>>(components, 'corporate_services').find((s) => s.id === 'sip'),
      href: `/${lang}/corporate/sip`,
    },
  ];
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="grid gap-6 lg:grid-cols-2">
        {offers.map(({ key, heading, service, href }) =>
          service ? (
            <section key={key} aria-labelledby={`sip-${key}`} className="rounded-xl border border-line p-4 sm:p-6">
              <h2 id={`sip-${key}`} className="text-xl font-bold">
                {heading}
              </h2>
              <h3 className="mt-2 font-semibold">
                <SiteLink href={href} className="text-brand-700 underline">
                  {service.title}
                </SiteLink>
              </h3>
              <p className="mt-1 text-muted">{service.summary}</p>
              <RichText html={service.body} className="mt-3" />
            </section>
          ) : null,
        )}
      </div>
      <ContactCta id="sip-cta" lang={lang} title={t('ctaTitle')} text={t('ctaText')} link={t('ctaLink')} />
    </>
  );
}
