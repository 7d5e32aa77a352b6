import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { RecentEdit } from '@/lib/staff/admin/recent-edits';
import { readRecentEdits } from '@/lib/staff/admin/page-reads';
import { DashboardPanel, PanelFailed } from './dashboard-panel';

// A glance at what changed, not the trail: the audit page has the rest.
const SHOWN = 8;

type Props = { lang: Lang; sections: string[]; auditHref?: string };

/** The latest edits of the sections the account may open: when, who, which section and what was done. */
export async function RecentEditsPanel({ lang, sections, auditHref }: Props) {
  const [t, s, a] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminDashboard' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    getTranslations({ locale: lang, namespace: 'AdminAudit' }),
  ]);
  const more = auditHref ? { href: auditHref, label: t('editsAll') } : undefined;
  let edits: RecentEdit[];
  try {
    edits = await readRecentEdits(sections, SHOWN);
  } catch (error) {
    logger().error({ event: 'dashboard_edits_failed', err: error }, 'recent edits could not be read');
    return (
      <DashboardPanel code="edits" title={t('editsTitle')} more={more}>
        <PanelFailed text={t('loadFailed')} />
      </DashboardPanel>
    );
  }
  return (
    <DashboardPanel code="edits" title={t('editsTitle')} more={more}>
      {edits.length === 0 ? (
        <p className="text-sm text-muted">{t('editsNone')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm">
          {edits.map((e) => (
            <li key={e.id} className="flex flex-col py-2">
              <span>
                {t('editLine', {
                  section: s.has(e.section) ? s(e.section) : e.section,
                  action: a.has(`actions.${e.action}`) ? a(`actions.${e.action}`) : e.action,
                  item: e.itemId,
                })}
              </span>
              <span className="break-all text-muted">
                {formatDateTime(e.at)} · {e.who}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
