import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return errorPageMetadata((await params).lang as Lang, 'serverError');
}

/** /{lang}/500 (SPEC §2): the generic error page, rendered on the server; the front server answers it with HTTP 500. */
export default async function ErrorPage500({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <ErrorPageContent lang={lang} kind="serverError" />;
}
