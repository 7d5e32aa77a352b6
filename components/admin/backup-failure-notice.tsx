import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { Lang } from '@/lib/platform/i18n/locales';
import { readLastBackupFailure } from '@/lib/staff/admin/page-reads';

/** The admin home's warning to developers that the latest scheduled backup failed (nothing once one succeeds). */
export async function BackupFailureNotice({ lang }: { lang: Lang }) {
  const failure = await readLastBackupFailure();
  if (!failure) return null;
  const t = await getTranslations({ locale: lang, namespace: 'AdminBackups' });
  return (
    <div role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3" data-testid="backup-failure">
      <p className="font-semibold">{t('failedTitle')}</p>
      <p>{t('failedAt', { time: formatDateTime(failure.at) })}</p>
      <p className="text-sm break-words">{t('reason', { reason: failure.reason })}</p>
      <p className="text-sm">{t('whatToDo')}</p>
    </div>
  );
}
