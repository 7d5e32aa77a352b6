import 'server-only';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { readReceivedToday } from '@/lib/staff/inbox/page-reads';
import type { InboxSection } from '@/lib/staff/inbox/sections';
import type { NewCounts } from '@/components/admin/inbox/new-counts';
import { DashboardPanel, PanelFailed } from './dashboard-panel';

type Props = { lang: Lang; sections: (InboxSection | 'interest')[]; counts: NewCounts };

/** What visitors sent today per inbox section the account may open, beside the items nobody has taken up yet. */
export async function InboxTodayPanel({ lang, sections, counts }: Props) {
  const [t, s] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminDashboard' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
  ]);
  let today: Partial<Record<string, number>>;
  try {
    today = await readReceivedToday(sections);
  } catch (error) {
    logger().error({ event: 'dashboard_inbox_failed', err: error }, 'today counts could not be read');
    return (
      <DashboardPanel code="inbox" title={t('inboxTitle')}>
        <PanelFailed text={t('loadFailed')} />
      </DashboardPanel>
    );
  }
  return (
    <DashboardPanel code="inbox" title={t('inboxTitle')}>
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-line-strong text-left">
            <th scope="col" className="py-2 pr-2 font-semibold">
              {t('section')}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-semibold">
              {t('today')}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-semibold">
              {t('waiting')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((code) => (
            <tr key={code} className="border-b border-line" data-testid={`dashboard-inbox-${code}`}>
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                <Link href={`/${lang}/adm/${code}`} className="text-brand-700 underline">
                  {s(code)}
                </Link>
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{today[code] ?? 0}</td>
              <td className="py-2 pl-2 text-right tabular-nums">
                {code === 'interest' ? (
                  <>
                    <span aria-hidden>—</span>
                    <span className="sr-only">{t('noWorkState')}</span>
                  </>
                ) : (
                  (counts[code]?.count ?? 0)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardPanel>
  );
}
