/**
 * The admin home's notice of a failed scheduled backup (issue #38): shown, translated, while the
 * latest scheduled backup in the audit trail is a failure, with its reason; gone once one succeeds.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { BackupFailureNotice } from '@/components/admin/backup-failure-notice';
import { auditBackup, auditBackupFailure } from '@/lib/platform/db/backup/backup-audit';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import { setupTestDatabase } from './helpers/database';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'rus' | 'uzb'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'rus' ? rus : uzb, namespace: namespace as never }),
}));

const db = setupTestDatabase();

/** The notice as HTML ('' when there is none). */
async function notice(lang: 'rus' | 'uzb'): Promise<string> {
  const element = await BackupFailureNotice({ lang });
  return element ? renderToStaticMarkup(element) : '';
}

describe('the failed-backup notice on the admin home', () => {
  it('shows nothing while no scheduled backup failed', async () => {
    expect(await notice('rus')).toBe('');
  });

  it('shows the latest failure and its reason in the page language until a backup succeeds', async () => {
    await auditBackupFailure(db(), 'isp-scheduled-pglite-20261127T220000Z.tar.gz', 'ENOSPC: no space left on device');
    const russian = await notice('rus');
    expect(russian).toContain('role="alert"');
    expect(russian).toContain('Плановое резервное копирование не удалось');
    expect(russian).toContain('Причина: ENOSPC: no space left on device');
    expect(await notice('uzb')).toContain('Rejali zaxira nusxa olinmadi');

    await auditBackup(db(), 'isp-scheduled-pglite-20261128T220000Z.tar.gz', 1234, []);
    expect(await notice('rus')).toBe('');
  });
});
