import type { Metadata } from 'next';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { requirePageRight } from '@/lib/staff/admin/page-guard';
import { tableTexts, validationTexts } from '@/components/admin/texts';
import { readUsers } from '@/lib/content/sections/users/page-reads';
import { UsersManager, type UsersTexts } from '@/components/admin/users-manager';
import { AdminForbidden } from '@/components/admin/admin-forbidden';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Lang, namespace: 'AdminUsers' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The users section: staff accounts and their roles. */
export default async function AdminUsersPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const { staff, allowed } = await requirePageRight(lang, 'users');
  if (!allowed) return <AdminForbidden lang={lang} staff={staff} />;
  const messages = (await getMessages({ locale: lang })) as unknown as {
    AdminUsers: Omit<UsersTexts, 'sections'> & { title: string };
    AdminSections: Record<string, unknown>;
  };
  // the section names only (the namespace also holds their descriptions)
  const sections = Object.fromEntries(
    Object.entries(messages.AdminSections).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const [users, validation, table] = await Promise.all([readUsers(), validationTexts(lang), tableTexts(lang)]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">{messages.AdminUsers.title}</h1>
      <UsersManager
        users={users}
        selfId={staff.id}
        texts={{ ...messages.AdminUsers, sections }}
        table={table}
        validation={validation}
      />
    </div>
  );
}
