import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { requirePageMediaRight } from '@/lib/staff/admin/page-guard';
import { mediaListQuery } from '@/lib/content/media/schemas';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { MediaLibraryPage } from '@/components/admin/media/media-library-page';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page title: the library's name (not indexed). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Lang, namespace: 'AdminMedia' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The media library: every image the items can show, its alt texts and its uses (issue #32). */
export default async function MediaPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const { staff, allowed } = await requirePageMediaRight(lang);
  if (!allowed) return <AdminForbidden lang={lang} staff={staff} />;
  const raw = await searchParams;
  const parsed = mediaListQuery.safeParse({ q: first(raw.q), page: first(raw.page) });
  // A page number or search typed wrongly into the URL shows the first page of everything.
  const query = parsed.success ? parsed.data : mediaListQuery.parse({});
  return <MediaLibraryPage lang={lang} query={{ ...query, per_page: 24 }} />;
}
