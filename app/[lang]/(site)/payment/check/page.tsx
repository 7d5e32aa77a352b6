import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { paymentStep } from '@/lib/visitors/billing/payment-step';
import { clientIpOf } from '@/lib/platform/http/client-ip';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { PaymentView } from '@/components/site/payment-view';

// One visitor's login and amount, checked per request: never cached, never indexed.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const paymentMetadata = metadataFromMessages('PaymentPage', '/payment', 'title', 'description');

/** The payment page's metadata, kept out of search engines and of the checkout sites' referrer logs. */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return { ...(await paymentMetadata({ params })), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** The express payment sent without script (middleware.ts rewrites `/{lang}/payment?prefix=…` here). */
export default async function PaymentCheckPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const step = await paymentStep(lang, clientIpOf(await headers()), await searchParams);
  return <PaymentView lang={lang} step={step} />;
}
