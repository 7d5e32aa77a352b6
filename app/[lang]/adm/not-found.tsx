import { getLocale } from 'next-intl/server';
import { isLang } from '@/lib/platform/i18n/locales';
import { AdminNotFound } from '@/components/admin/admin-not-found';

/** The admin's 404 for a notFound() in the admin (Next shows it only in the browser; admin pages render AdminNotFound). */
export default async function AdminNotFoundBoundary() {
  const locale = await getLocale();
  return <AdminNotFound lang={isLang(locale) ? locale : 'rus'} />;
}
