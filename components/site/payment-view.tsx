import { getTranslations } from 'next-intl/server';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import { paymentMerchants } from '@/lib/visitors/billing/merchants';
import type { PaymentStep } from '@/lib/visitors/billing/payment-step';
import { env } from '@/lib/platform/env';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { CabinetLoginForm } from './cabinet-login-form';
import { PaymentCheck } from './payment-check';
import { TextCardList } from './text-card-list';

type Props = { lang: Lang; step?: PaymentStep };

/** The express payment page's content: login check, amount and checkout links, other ways to pay, the cabinet login. */
export async function PaymentView({ lang, step }: Props) {
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
        action={`/${lang}/payment`}
        step={step}
        texts={{ ...messages.PaymentPage, ...messages.PaymentStep }}
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
        otherCabinets={{ betaUrl: config.CABINET_BETA_URL, oldUrl: config.CABINET_OLD_URL }}
        texts={{ ...messages.CabinetLogin, loginHint: messages.PaymentStep.loginHint }}
      />
    </div>
  );
}
