import { getTranslations } from 'next-intl/server';
import { Download } from 'lucide';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { readInterestList } from '@/lib/visitors/interest/page-reads';
import { Icon } from '@/components/ui/icon';
import { SignedDownload } from '@/components/admin/inbox/signed-download';
import { InterestFilter } from './interest-filter';
import { InterestGroups } from './interest-groups';

type Props = { lang: Lang; district?: string };

async function load(district?: string) {
  try {
    return await readInterestList(district);
  } catch (error) {
    logger().error({ event: 'interest_list_failed', err: error }, 'interest list could not be read');
    return null;
  }
}

/** The interest list: district filter, the CSV export and the buildings with who waits there. */
export async function InterestListPage({ lang, district }: Props) {
  const [s, t] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    getTranslations({ locale: lang, namespace: 'Interest.admin' }),
  ]);
  const data = await load(district);
  const exportQuery = new URLSearchParams({ ...(district ? { district } : {}), lang });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">{s('interest')}</h1>
        <SignedDownload
          href={`/api/v1/adm/interest/export?${exportQuery}`}
          fallbackName="interest.csv"
          className="inline-flex items-center gap-2 rounded border border-line-strong px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-surface-alt"
        >
          <Icon icon={Download} aria-hidden className="size-4" />
          {t('export')}
        </SignedDownload>
      </div>
      <p className="text-muted">{t('intro')}</p>
      {data === null ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t('loadError')}
        </p>
      ) : (
        <>
          <InterestFilter lang={lang} districts={data.districts} district={district} />
          {data.groups.length === 0 ? (
            <p role="status" className="rounded border border-line p-4 text-muted">
              {district ? t('emptyFiltered') : t('empty')}
            </p>
          ) : (
            <>
              <p role="status" className="text-sm text-muted">
                {t('buildings', { count: data.groups.length })}
              </p>
              <InterestGroups groups={data.groups} lang={lang} />
            </>
          )}
        </>
      )}
    </div>
  );
}
