import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { requirePageInterestRight } from '@/lib/staff/admin/page-guard';
import { interestQuery } from '@/lib/visitors/interest/query';
import { InterestListPage } from '@/components/admin/interest/interest-list-page';
import { AdminForbidden } from '@/components/admin/admin-forbidden';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page title: the list's name (not indexed). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Lang, namespace: 'AdminSections' });
  return { title: t('interest'), robots: { index: false, follow: false } };
}

/** Where visitors wait for the network, by building (issue #24 §3). */
export default async function InterestPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const { staff, allowed } = await requirePageInterestRight(lang);
  if (!allowed) return <AdminForbidden lang={lang} staff={staff} />;
  const raw = (await searchParams).district;
  const parsed = interestQuery.safeParse({ district: Array.isArray(raw) ? raw[0] : raw });
  return <InterestListPage lang={lang} district={parsed.success ? parsed.data.district : undefined} />;
}
