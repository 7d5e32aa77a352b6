/** Texts of the coverage-area CSV import island. */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { CoverageTexts } from './coverage-import';

/** The import form's texts; `{count}`/`{row}`/`{message}` are filled on the client. */
export async function coverageTexts(lang: Lang): Promise<CoverageTexts> {
  const t = await getTranslations({ locale: lang, namespace: 'AdminCoverage' });
  return {
    title: t('importTitle'),
    intro: t('importIntro'),
    file: t('file'),
    check: t('check'),
    import: t('import'),
    rowsOk: t.raw('rowsOk') as string,
    rowErrors: t('rowErrors'),
    row: t.raw('row') as string,
    imported: t.raw('imported') as string,
  };
}
