import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { Lang } from '@/lib/platform/i18n/locales';
import { readPreview } from '@/lib/content/preview/page-reads';
import { ErrorPageContent } from '@/components/site/error-pages';
import { PreviewBody } from '@/components/site/preview/preview-body';
import { PreviewRibbon } from '@/components/site/preview/preview-ribbon';

type Props = { params: Promise<{ lang: string; token: string }> };

// Each link is checked on each request and its item read as saved now: never prerendered, never kept
// (next.config.ts adds `Cache-Control: no-store` and `X-Robots-Tag: noindex`).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'Preview' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** A not yet published item as its public page will show it, under a "preview" ribbon; a bad or expired link is 404. */
export default async function PreviewPage({ params }: Props) {
  const { lang: raw, token } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const opened = await readPreview(decodeURIComponent(token), lang);
  if (!opened) return <ErrorPageContent lang={lang} kind="notFound" />;
  const { target, preview } = opened;
  return (
    <>
      <PreviewRibbon lang={lang} expiresAt={formatDateTime(new Date(target.expires))} />
      <PreviewBody lang={lang} preview={preview} />
    </>
  );
}
