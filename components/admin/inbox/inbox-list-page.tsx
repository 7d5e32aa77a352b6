import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Download } from 'lucide';
import type { Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { inboxQuery, type InboxPage, type InboxQuery } from '@/lib/staff/inbox/contract';
import type { DisplayNames } from '@/lib/staff/inbox/display-names';
import { readInboxPage } from '@/lib/staff/inbox/page-reads';
import { WORK_STATUSES, type InboxSection } from '@/lib/staff/inbox/sections';
import { INBOX_VIEWS, viewsOf } from '@/lib/staff/inbox/views';
import { exportHref, isFiltered, type ListParams } from '@/lib/staff/admin/inbox-url';
import { Icon } from '@/components/ui/icon';
import { inboxRows } from './inbox-rows';
import { inboxText, sizeUnits } from './inbox-text';
import { InboxFilters, type FilterTexts } from './inbox-filters';
import { SignedDownload } from './signed-download';
import { InboxTable, type InboxTableTexts } from './inbox-table';

type Props = { lang: Lang; section: InboxSection; params: ListParams; children?: ReactNode };

const FILTER_KEYS = [
  'legend',
  'status',
  'anyStatus',
  'q',
  'from',
  'to',
  'apply',
  'reset',
  'perPage',
  'dateHint',
  'datePlaceholder',
] as const;
const COLUMN_KEYS = ['id', 'status', ...new Set(INBOX_VIEWS.flatMap((v) => v.listColumns))];

async function loadPage<S extends InboxSection>(
  section: S,
  query: InboxQuery,
  lang: Lang,
): Promise<(InboxPage<S> & { names: DisplayNames }) | null> {
  try {
    return await readInboxPage(section, query, lang);
  } catch (error) {
    logger().error({ event: 'inbox_list_failed', section, err: error }, 'inbox list could not be read');
    return null;
  }
}

/** One inbox section's list page: filters, the result (or why there is none), paging and the CSV export. */
export async function InboxListPage({ lang, section, params, children }: Props) {
  const [t, s, text, units] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'AdminInbox' }),
    getTranslations({ locale: lang, namespace: 'AdminSections' }),
    inboxText(lang),
    sizeUnits(lang),
  ]);
  const parsed = inboxQuery.safeParse(params);
  const invalid = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])));
  const page = parsed.success ? await loadPage(section, parsed.data, lang) : null;
  const statuses = Object.fromEntries(WORK_STATUSES.map((w) => [w, t(`statuses.${w}`)])) as FilterTexts['statuses'];
  const filterTexts = {
    ...(Object.fromEntries(FILTER_KEYS.map((k) => [k, t(`filters.${k}`)])) as Omit<FilterTexts, 'statuses'>),
    statuses,
  };
  const tableTexts: InboxTableTexts = {
    columns: Object.fromEntries(COLUMN_KEYS.map((c) => [c, t(`columns.${c}` as 'columns.id')])),
    statuses,
    pager: { label: t('pagination'), page: t.raw('page') as string, previous: t('previous'), next: t('next') },
  };
  const { statuses: _, ...filterNames } = filterTexts;
  const nameOf: Record<string, string> = { ...filterNames, per_page: filterTexts.perPage, page: t('pagination') };
  const fieldNames = [...invalid].map((f) => nameOf[f] ?? f).join(', ');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-brand-800">{s(section)}</h1>
        <SignedDownload
          href={exportHref(lang, section, params)}
          fallbackName={`${section}.csv`}
          className="inline-flex items-center gap-2 rounded border border-line-strong px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-surface-alt"
        >
          <Icon icon={Download} aria-hidden className="size-4" />
          {t('export')}
        </SignedDownload>
      </div>
      {children}
      <InboxFilters action={`/${lang}/adm/${section}`} params={params} invalid={invalid} texts={filterTexts} />
      {!parsed.success ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t('invalidFilters', { fields: fieldNames })}
        </p>
      ) : page === null ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t('loadError')}
        </p>
      ) : page.items.length === 0 ? (
        <p role="status" className="rounded border border-line p-4 text-muted">
          {page.total > 0 || isFiltered(params) ? t('emptyFiltered') : t('empty')}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {t('total', { count: page.total })}
          </p>
          <InboxTable
            lang={lang}
            section={section}
            params={params}
            rows={inboxRows(lang, section, page.items, text, units, page.names)}
            columns={viewsOf(section).listColumns}
            page={parsed.data.page}
            perPage={parsed.data.per_page}
            total={page.total}
            texts={tableTexts}
          />
        </>
      )}
    </div>
  );
}
