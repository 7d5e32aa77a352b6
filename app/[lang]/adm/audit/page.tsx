import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { readAuditTrail } from '@/lib/staff/admin/page-reads';
import { auditItemName } from '@/lib/staff/admin/audit-item-name';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { requirePageDeveloper } from '@/lib/staff/admin/page-guard';
import { tableTexts } from '@/components/admin/texts';
import { diffTexts } from '@/components/admin/versions/texts';
import { AuditTable, type AuditRow, type AuditTexts } from '@/components/admin/audit-table';
import { AdminForbidden } from '@/components/admin/admin-forbidden';

const COLUMNS = ['when', 'who', 'section', 'item', 'action', 'details'] as const;

// Depends on the session cookie: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Lang, namespace: 'AdminAudit' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The audit trail: the latest 200 changes in a sortable, searchable, paginated table (developer role only). */
export default async function AdminAuditPage({ params }: { params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const { staff, allowed } = await requirePageDeveloper(lang);
  if (!allowed) return <AdminForbidden lang={lang} staff={staff} />;
  const [t, s, n, entries, table, diff] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminAudit' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    getTranslations({ locale: lang, namespace: 'AdminNames' }),
    readAuditTrail(200),
    tableTexts(lang),
    diffTexts(lang),
  ]);
  const rows: AuditRow[] = entries.map((e) => ({
    id: e.id,
    when: formatDateTime(e.at),
    who: e.userEmail,
    section: s.has(e.section) ? s(e.section) : e.section,
    item: auditItemName(e, lang, (key, values) => n(key as never, values as never)),
    action: t.has(`actions.${e.action}`) ? t(`actions.${e.action}`) : e.action,
    details: JSON.stringify({ before: e.before, after: e.after }, null, 2),
  }));
  const columns = Object.fromEntries(COLUMNS.map((k) => [k, t(k)])) as AuditTexts['columns'];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
      <AuditTable entries={rows} texts={{ columns, table: { ...table, empty: t('empty') }, diff }} />
    </div>
  );
}
