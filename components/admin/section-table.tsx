'use client';

import { useMemo, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide';
import { Icon } from '@/components/ui/icon';
import {
  constructSortFn,
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { FieldSpec } from '@/lib/sections/shared/schema-parts';
import { sortableDateText } from '@/lib/format/date-time';

// Natural sort of the shown text, with dd.MM.yyyy dates compared in time order.
const sortFn_adminText = constructSortFn({
  ...sortFn_alphanumeric,
  resolveDataValue: (value: unknown) => sortableDateText(String(sortFn_alphanumeric.resolveDataValue!(value))),
});

/** A row of the table: the item's id and the display text of each shown field. */
export type TableRow = { id: string | number; cells: Record<string, string> };
/** Texts of the table. */
export type TableTexts = {
  search: string;
  previous: string;
  next: string;
  page: string;
  empty: string;
  actions: string;
  sortHint: string;
};

const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { adminText: sortFn_adminText },
});

type Props = {
  rows: TableRow[];
  fields: Pick<FieldSpec, 'name'>[];
  labels: Record<string, string>;
  texts: TableTexts;
  /** The id column's header; without it the id column is left out. */
  idLabel?: string;
  renderActions?: (row: TableRow) => React.ReactNode;
  /** Custom content of a cell (sorting and search still use the cell's text); undefined keeps the text. */
  renderCell?: (row: TableRow, column: string) => React.ReactNode | undefined;
  pageSize?: number;
};

/** The sortable, searchable, paginated list of a section's items (also the users and audit tables). */
export function SectionTable({
  rows,
  fields,
  labels,
  texts,
  idLabel,
  renderActions,
  renderCell,
  pageSize = 20,
}: Props) {
  const [filter, setFilter] = useState('');
  const columns = useMemo(
    () => [
      ...(idLabel === undefined
        ? []
        : [{ id: 'id', header: idLabel, accessorFn: (r: TableRow) => String(r.id), sortFn: 'adminText' as const }]),
      ...fields.map((f) => ({
        id: f.name,
        header: labels[f.name] ?? f.name,
        accessorFn: (r: TableRow) => r.cells[f.name] ?? '',
        sortFn: 'adminText' as const,
      })),
    ],
    [fields, labels, idLabel],
  );
  const table = useTable({
    features,
    columns,
    data: rows,
    state: { globalFilter: filter },
    onGlobalFilterChange: (v: unknown) =>
      setFilter(typeof v === 'function' ? String((v as (p: string) => string)(filter)) : String(v ?? '')),
    globalFilterFn: 'includesString',
    initialState: { pagination: { pageIndex: 0, pageSize } },
    getRowId: (r: TableRow) => String(r.id),
  });
  const pageRows = table.getRowModel().rows;
  return (
    <div className="flex flex-col gap-3">
      <label className="flex max-w-sm flex-col text-sm">
        {texts.search}
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mt-1 rounded border border-line-strong px-3 py-2"
        />
      </label>
      <div className="overflow-x-auto">
        <table className="min-w-full border-collapse text-sm">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-line-strong text-left">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-2 py-2"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                    >
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        title={texts.sortHint}
                        className="inline-flex items-center gap-1 font-semibold"
                      >
                        <table.FlexRender header={header} />
                        {sorted === 'asc' && <Icon icon={ChevronUp} aria-hidden className="size-4" />}
                        {sorted === 'desc' && <Icon icon={ChevronDown} aria-hidden className="size-4" />}
                      </button>
                    </th>
                  );
                })}
                {renderActions ? (
                  <th scope="col" className="px-2 py-2">
                    {texts.actions}
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (renderActions ? 1 : 0)} className="px-2 py-4 text-muted">
                  {texts.empty}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.id} className="border-b border-surface-muted align-top" data-testid="admin-row">
                  {row.getAllCells().map((cell) => {
                    const custom = renderCell?.(row.original, cell.column.id);
                    return (
                      <td key={cell.id} className={custom === undefined ? 'max-w-xs truncate px-2 py-2' : 'px-2 py-2'}>
                        {custom === undefined ? <table.FlexRender cell={cell} /> : custom}
                      </td>
                    );
                  })}
                  {renderActions ? (
                    <td className="whitespace-nowrap px-2 py-2">{renderActions(row.original)}</td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex items-center gap-3 text-sm">
        <button
          type="button"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
          className="rounded border px-3 py-1 disabled:opacity-50"
        >
          {texts.previous}
        </button>
        <span>
          {texts.page
            .replace('{page}', String(table.state.pagination.pageIndex + 1))
            .replace('{pages}', String(Math.max(1, table.getPageCount())))}
        </span>
        <button
          type="button"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
          className="rounded border px-3 py-1 disabled:opacity-50"
        >
          {texts.next}
        </button>
      </div>
    </div>
  );
}
