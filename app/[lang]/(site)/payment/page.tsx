import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStaticComponents, staticList } from '@/lib/sections/static-components/read';
import { paymentMerchants } from '@/lib/billing/merchants';
import { env } from '@/lib/env';
import type { Lang } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { metadataFromMessages } from '@/lib/seo/metadata-from-messages';
import { CabinetLoginForm } from '@/components/site/cabinet-login-form';
import { PaymentCheck } from '@/components/site/payment-check';
import { TextCardList } from '@/components/site/text-card-list';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('PaymentPage', '/payment', 'title', 'description');

/** Express payment (SPEC §2): login check, amount and checkout links, other ways to pay, and the cabinet login. */
export default async function PaymentPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'PaymentPage' }),
    getStaticComponents(lang),
  ]);
  const config = env();
  const messages = messagesFor(lang);
  const alternatives = staticList<{ id: string; title: string; text: string }>(components, 'payment_alternatives');
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <PaymentCheck
        texts={messages.PaymentPage}
        validation={messages.Validation}
        merchants={paymentMerchants(config)}
      />
      <section aria-labelledby="pay-alternatives">
        <h2 id="pay-alternatives" className="mb-3 text-2xl font-bold">
          {t('alternatives')}
        </h2>
        <TextCardList cards={alternatives} className="md:grid-cols-3" />
      </section>
      <CabinetLoginForm
        action={config.CABINET_URL}
        oldCabinetUrl={config.CABINET_OLD_URL}
        texts={messages.CabinetLogin}
      />
    </div>
  );
}
