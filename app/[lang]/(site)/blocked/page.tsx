import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { TextCard } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import { paymentMerchants } from '@/lib/visitors/billing/merchants';
import { env } from '@/lib/platform/env';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { PageHeader } from '@/components/site/page-header';
import { PaymentCheck } from '@/components/site/payment-check';
import { TextCardList } from '@/components/site/text-card-list';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('BlockedPage', '/blocked', 'title', 'description');

/** Payment expired (SPEC §2): top up in the personal cabinet, or by login through a payment system. */
export default async function BlockedPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'BlockedPage' }),
    getStaticComponents(lang),
  ]);
  const messages = messagesFor(lang);
  const alternatives = staticList<LocalizedAs<TextCard>>(components, 'payment_alternatives');
  return (
    <>
      <PageHeader title={t('title')} lead={components.map.blocked_text}>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <a href={env().CABINET_URL} className="btn btn-primary">
            {t('cabinetLink')}
          </a>
          <SiteLink href={`/${lang}/payment`} className="btn btn-secondary">
            {t('paymentLink')}
          </SiteLink>
        </div>
      </PageHeader>
      <section aria-labelledby="blocked-systems" className="mt-8">
        <h2 id="blocked-systems" className="text-xl font-bold">
          {t('systemsTitle')}
        </h2>
        <p className="mt-1 text-muted">{t('systemsLead')}</p>
        {/* The same check-then-pay flow as the payment page: a checkout needs the login first. */}
        <div className="mt-3">
          <PaymentCheck
            action={`/${lang}/payment`}
            texts={{ ...messages.PaymentPage, ...messages.PaymentStep }}
            validation={messages.Validation}
            merchants={paymentMerchants(env())}
          />
        </div>
      </section>
      <section aria-labelledby="blocked-alternatives" className="mt-8">
        <h2 id="blocked-alternatives" className="text-xl font-bold">
          {t('alternativesTitle')}
        </h2>
        <TextCardList cards={alternatives} className="mt-3 md:grid-cols-3" />
      </section>
    </>
  );
}
