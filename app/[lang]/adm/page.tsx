import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { accessRights, hasRight } from '@/lib/staff/auth/rights';
import { isInboxSection, type InboxSection } from '@/lib/staff/inbox/sections';
import { INTEREST } from '@/lib/visitors/interest/rights';
import { requirePageStaff } from '@/lib/staff/admin/page-guard';
import { newCounts } from '@/components/admin/inbox/new-counts';
import { BackupFailureNotice } from '@/components/admin/backup-failure-notice';
import { InboxTodayPanel } from '@/components/admin/dashboard/inbox-today-panel';
import { OutagesNowPanel } from '@/components/admin/dashboard/outages-now-panel';
import { RecentEditsPanel } from '@/components/admin/dashboard/recent-edits-panel';
import { ScheduledPublications } from '@/components/admin/dashboard/scheduled-publications';

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const lang = (await params).lang as Lang;
  const t = await getTranslations({ locale: lang, namespace: 'Admin' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Admin home: the day's work of this account (what came in today, outages under way, scheduled publications, the last edits), not a sitemap. */
export default async function AdminHome({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const staff = await requirePageStaff(lang);
  const [t, d, u, counts] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Admin' }),
    getTranslations({ locale: lang, namespace: 'AdminDashboard' }),
    getTranslations({ locale: lang, namespace: 'AdminUsers' }),
    newCounts(lang, staff.role),
  ]);
  const rights = accessRights(staff.role);
  const inbox = rights.filter(
    (code): code is InboxSection | typeof INTEREST => isInboxSection(code) || code === INTEREST,
  );
  const edited = rights.filter((code) => !(inbox as string[]).includes(code));
  // One entry per panel, in reading order; a panel the account has no use for is left out.
  const panels = [
    inbox.length > 0 ? <InboxTodayPanel key="inbox" lang={lang} sections={inbox} counts={counts} /> : null,
    hasRight(staff.role, 'outages') ? <OutagesNowPanel key="outages" lang={lang} /> : null,
    hasRight(staff.role, 'news') || hasRight(staff.role, 'slider') ? (
      <ScheduledPublications key="scheduled" lang={lang} />
    ) : null,
    edited.length > 0 ? (
      <RecentEditsPanel
        key="edits"
        lang={lang}
        sections={edited}
        auditHref={staff.role === 'developer' ? `/${lang}/adm/audit` : undefined}
      />
    ) : null,
  ].filter((panel) => panel !== null);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">{d('title')}</h1>
      {staff.role === 'developer' && <BackupFailureNotice lang={lang} />}
      {rights.length === 0 ? (
        <p role="status">{t('noSections')}</p>
      ) : (
        <>
          <p className="text-muted">{t('homeIntro', { email: staff.email, role: u(`roles.${staff.role}`) })}</p>
          <div className="grid gap-4 lg:grid-cols-2" data-testid="dashboard">
            {panels}
          </div>
        </>
      )}
    </div>
  );
}
