import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { PaymentView } from '@/components/site/payment-view';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages('PaymentPage', '/payment', 'title', 'description');

/**
 * Express payment (SPEC §2): login check, amount and checkout links, other ways to pay, and the cabinet login.
 * A sent form (`?prefix=…&login=…`) is rewritten by middleware.ts to ./check, so this page stays cached.
 */
export default async function PaymentPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <PaymentView lang={lang} />;
}
