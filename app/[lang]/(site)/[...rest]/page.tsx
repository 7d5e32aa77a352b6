import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return errorPageMetadata((await params).lang as Lang, 'notFound');
}

/**
 * Any public path without its own page: the 404 page inside the site's frame, rendered here rather
 * than by notFound(), whose page Next leaves to the browser; the front server answers HTTP 404.
 */
export default async function UnknownPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <ErrorPageContent lang={lang} kind="notFound" />;
}
