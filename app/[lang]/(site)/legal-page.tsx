/** The three legal pages (SPEC §2): each a title and a text staff keep among the static components. */
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getStaticComponents } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { LegalDocument } from '@/components/site/legal-document';

const LEGAL = {
  offer: { path: '/offer', title: 'offerTitle', description: 'offerDescription', text: 'offer_text' },
  policy: { path: '/policies', title: 'policyTitle', description: 'policyDescription', text: 'policy_text' },
  appPolicy: {
    path: '/app/privacy_policy',
    title: 'appPolicyTitle',
    description: 'appPolicyDescription',
    text: 'app_policy_text',
  },
} as const;

type Kind = keyof typeof LEGAL;
type Props = { params: Promise<{ lang: string }> };

/** The page's `generateMetadata`: title and description from the `LegalPages` messages. */
export function legalMetadata(kind: Kind) {
  const { path, title, description } = LEGAL[kind];
  return metadataFromMessages('LegalPages', path, title, description);
}

/** The page component of one legal document. */
export function legalPage(kind: Kind) {
  const { title, text } = LEGAL[kind];
  return async function LegalPage({ params }: Props) {
    const lang = (await params).lang as Lang;
    setRequestLocale(lang);
    const [t, components] = await Promise.all([
      getTranslations({ locale: lang, namespace: 'LegalPages' }),
      getStaticComponents(lang),
    ]);
    return <LegalDocument title={t(title)} html={components.map[text] ?? ''} />;
  };
}
