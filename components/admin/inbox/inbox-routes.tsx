/** The inbox's route files in one place: each app/[lang]/adm/{section} page is one of these for its section. */
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { InboxSection } from '@/lib/staff/inbox/sections';
import { inboxQuery } from '@/lib/staff/inbox/contract';
import { requirePageInboxRight } from '@/lib/staff/admin/page-guard';
import { listParams } from '@/lib/staff/admin/inbox-url';
import { InboxListPage } from './inbox-list-page';
import { InboxDetailPage } from './inbox-detail-page';
import { RatingsSummaryView } from './ratings-summary-view';
import { inboxText } from './inbox-text';
import { AdminForbidden } from '../admin-forbidden';

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The page title: the section's name (not indexed). */
export function inboxMetadata(section: InboxSection) {
  return async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
    const t = await getTranslations({ locale: (await params).lang as Lang, namespace: 'AdminSections' });
    return { title: t(section), robots: { index: false, follow: false } };
  };
}

/** A section's list page; the ratings list starts with the summary of the same period. */
export function inboxListRoute(section: InboxSection) {
  return async function InboxListRoute({
    params,
    searchParams,
  }: {
    params: Promise<{ lang: string }>;
    searchParams: Search;
  }) {
    const lang = (await params).lang as Lang;
    setRequestLocale(lang);
    const { staff, allowed } = await requirePageInboxRight(lang, section);
    if (!allowed) return <AdminForbidden lang={lang} staff={staff} />;
    const list = listParams(await searchParams);
    const period = inboxQuery.safeParse(list);
    return (
      <InboxListPage lang={lang} section={section} params={list}>
        {section === 'ratings' && period.success ? (
          <RatingsSummaryView
            lang={lang}
            range={{ from: period.data.from, to: period.data.to }}
            t={await inboxText(lang)}
          />
        ) : null}
      </InboxListPage>
    );
  };
}

/** A section's detail page. */
export function inboxDetailRoute(section: InboxSection) {
  return async function InboxDetailRoute({ params }: { params: Promise<{ lang: string; id: string }> }) {
    const { lang: raw, id } = await params;
    const lang = raw as Lang;
    setRequestLocale(lang);
    const { staff, allowed } = await requirePageInboxRight(lang, section);
    if (!allowed) return <AdminForbidden lang={lang} staff={staff} />;
    return <InboxDetailPage lang={lang} section={section} id={id} />;
  };
}
