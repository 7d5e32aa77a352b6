import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { lastBackupFailure } from '@/lib/db/backup/backup-audit';
import { formatDateTime } from '@/lib/format/date-time';
import type { Lang } from '@/lib/i18n/locales';

/** The admin home's warning to developers that the latest scheduled backup failed (nothing once one succeeds). */
export async function BackupFailureNotice({ lang }: { lang: Lang }) {
  const failure = await lastBackupFailure(await getDb());
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
