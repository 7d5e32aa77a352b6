'use client';

import Link from 'next/link';
import { useMemo } from 'react';
import { rowPaginationFeature, tableFeatures, useTable } from '@tanstack/react-table';
import type { InboxSection, WorkStatus } from '@/lib/staff/inbox/sections';
import { listHref, type ListParams } from '@/lib/staff/admin/inbox-url';
import type { InboxRow } from './inbox-rows';
import { StatusBadge } from './status-badge';
import { InboxPager, type PagerTexts } from './inbox-pager';

/** Texts of the inbox list: column names, work states, and the pager. */
export type InboxTableTexts = {
  columns: Record<string, string>;
  statuses: Record<WorkStatus, string>;
  pager: PagerTexts;
};

type Props = {
  lang: string;
  section: InboxSection;
  params: ListParams;
  rows: InboxRow[];
  columns: readonly string[];
  page: number;
  perPage: number;
  total: number;
  texts: InboxTableTexts;
};

const features = tableFeatures({ rowPaginationFeature });

/**
 * One page of an inbox section, paged on the server (manual mode: the rows are the page, the count is the total).
 * A table from the tablet width up, cards below it so a phone never scrolls sideways.
 */
export function InboxTable({ lang, section, params, rows, columns, page, perPage, total, texts }: Props) {
  const defs = useMemo(
    () =>
      ['id', ...columns, 'status'].map((id) => ({
        id,
        header: texts.columns[id] ?? id,
        accessorFn: (r: InboxRow) => (id === 'id' ? String(r.id) : id === 'status' ? r.status : (r.cells[id] ?? '')),
      })),
    [columns, texts.columns],
  );
  const table = useTable({
    features,
    columns: defs,
    data: rows,
    manualPagination: true,
    rowCount: total,
    state: { pagination: { pageIndex: page - 1, pageSize: perPage } },
    getRowId: (r: InboxRow) => String(r.id),
  });
  const pageRows = table.getRowModel().rows;
  const hrefOf = (n: number) => listHref(lang, section, params, n);
  const pager = {
    page,
    pages: Math.max(1, table.getPageCount()),
    previous: table.getCanPreviousPage() ? hrefOf(page - 1) : null,
    next: table.getCanNextPage() ? hrefOf(page + 1) : null,
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="hidden md:block">
        <table className="w-full border-collapse text-sm" data-testid="inbox-table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-line-strong text-left">
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-2 py-2 font-semibold">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {pageRows.map((row) => (
              <tr key={row.id} className="border-b border-line align-top" data-testid="inbox-row">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-2 py-2">
                    {cell.column.id === 'id' ? (
                      <Link href={row.original.href} className="font-semibold text-brand-700 underline">
                        №{row.original.id}
                      </Link>
                    ) : cell.column.id === 'status' ? (
                      <StatusBadge status={row.original.status} label={texts.statuses[row.original.status]} />
                    ) : (
                      <span className="block max-w-xs break-words">{String(cell.getValue())}</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="inbox-cards">
        {pageRows.map((row) => (
          <li key={row.id} className="rounded border border-line p-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link href={row.original.href} className="font-semibold text-brand-700 underline">
                {row.original.title}
              </Link>
              <StatusBadge status={row.original.status} label={texts.statuses[row.original.status]} />
            </div>
            <dl className="mt-2 grid grid-cols-1 gap-1 text-sm">
              {columns
                .filter((c) => row.original.cells[c])
                .map((c) => (
                  <div key={c}>
                    <dt className="inline text-muted">{texts.columns[c]}: </dt>
                    <dd className="inline break-words">{row.original.cells[c]}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
      <InboxPager {...pager} texts={texts.pager} />
    </div>
  );
}
