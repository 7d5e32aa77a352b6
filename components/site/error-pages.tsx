import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { ErrorPanel } from './error-panel';

type Kind = 'notFound' | 'serverError';

const NAMESPACE = { notFound: 'NotFound', serverError: 'ErrorPage' } as const;
const STATUS = { notFound: 404, serverError: 500 } as const;

/** Title and noindex of an error page: its own title, never the home page's, and kept out of search results. */
export async function errorPageMetadata(lang: Lang, kind: Kind): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: NAMESPACE[kind] });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The 404 or 500 page body rendered on the server (SPEC §2 'Error pages'): heading, text and the
 * way home are in the HTML, so it reads the same with JavaScript off.
 */
export async function ErrorPageContent({ lang, kind }: { lang: Lang; kind: Kind }) {
  const t = await getTranslations({ locale: lang, namespace: NAMESPACE[kind] });
  return (
    <ErrorPanel
      title={t('title')}
      text={t('text')}
      homeHref={`/${lang}`}
      homeLabel={t('homeLink')}
      httpStatus={STATUS[kind]}
    />
  );
}
