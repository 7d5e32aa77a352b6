import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/i18n/locales';
import { getDb } from '@/lib/db';
import { listAudit } from '@/lib/admin/audit';
import { formatDateTime } from '@/lib/format/date-time';
import { requirePageDeveloper } from '@/lib/admin/page-guard';
import { tableTexts } from '@/components/admin/texts';
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
  const [t, s, entries, table] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminAudit' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    listAudit(await getDb(), { limit: 200, offset: 0 }),
    tableTexts(lang),
  ]);
  const rows: AuditRow[] = entries.map((e) => ({
    id: e.id,
    when: formatDateTime(e.at),
    who: e.userEmail,
    section: s.has(e.section) ? s(e.section) : e.section,
    item: e.itemId ?? '',
    action: t.has(`actions.${e.action}`) ? t(`actions.${e.action}`) : e.action,
    details: JSON.stringify({ before: e.before, after: e.after }, null, 2),
  }));
  const columns = Object.fromEntries(COLUMNS.map((k) => [k, t(k)])) as AuditTexts['columns'];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-brand-800">{t('title')}</h1>
      <AuditTable entries={rows} texts={{ columns, table: { ...table, empty: t('empty') } }} />
    </div>
  );
}
