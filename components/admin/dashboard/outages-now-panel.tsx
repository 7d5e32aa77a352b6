import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { currentOutages } from '@/lib/content/sections/outages/read';
import type { PublicOutage } from '@/lib/content/sections/outages/status';
import { DashboardPanel, PanelFailed } from './dashboard-panel';

/** The outages under way right now, as the public banner shows them, with a link to the outages section. */
export async function OutagesNowPanel({ lang }: { lang: Lang }) {
  const t = await getTranslations({ locale: lang, namespace: 'AdminDashboard' });
  const more = { href: `/${lang}/adm/outages`, label: t('outagesAll') };
  let list: PublicOutage[];
  try {
    list = await currentOutages(lang);
  } catch (error) {
    logger().error({ event: 'dashboard_outages_failed', err: error }, 'current outages could not be read');
    return (
      <DashboardPanel code="outages" title={t('outagesTitle')} more={more}>
        <PanelFailed text={t('loadFailed')} />
      </DashboardPanel>
    );
  }
  return (
    <DashboardPanel code="outages" title={t('outagesTitle')} more={more}>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('outagesNone')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {list.map((o) => (
            <li key={o.id} className="rounded border-l-4 border-danger bg-danger-soft p-2">
              <p className="font-semibold break-words">{o.title}</p>
              <p className="text-muted">
                {t('outageSince', { time: formatDateTime(o.startedAt) })} ·{' '}
                {o.districts.length === 0 ? t('allDistricts') : o.districts.join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
