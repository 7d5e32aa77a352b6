import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { AdminNotFound, adminNotFoundMetadata } from '@/components/admin/admin-not-found';

type Props = { params: Promise<{ lang: string }> };

// The admin frame around it depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return adminNotFoundMetadata((await params).lang as Lang);
}

/** Any deeper admin path without a page of its own: the admin's 404 inside the admin frame. */
export default async function AdminUnknownPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  return <AdminNotFound lang={lang} />;
}
