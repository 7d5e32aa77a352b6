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
import type { FieldSpec } from '@/lib/content/sections/shared/schema-parts';
import { sortableDateText } from '@/lib/platform/format/date-time';

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

// Below 768 px the table reads as a list of cards: each row a box, each cell a line starting with its
// column's name (the header row stays for screen readers only), so a phone never scrolls sideways.
const CARD_TABLE = 'w-full border-collapse text-sm max-md:block';
const CARD_BODY = 'max-md:flex max-md:flex-col max-md:gap-3';
const CARD_ROW =
  'border-b border-surface-muted align-top max-md:flex max-md:flex-col max-md:gap-1 max-md:rounded-lg ' +
  'max-md:border max-md:border-line max-md:p-3';
// A long column name wraps (and a value that does not fit beside it goes under it) rather than widen the card.
const CARD_CELL =
  'px-2 py-2 max-md:flex max-md:min-w-0 max-md:flex-wrap max-md:gap-x-2 max-md:p-0 max-md:break-words ' +
  'max-md:before:text-muted max-md:before:content-[attr(data-label)]';

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
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} className="control mt-1" />
      </label>
      {/* relative: the cells' screen-reader-only texts are positioned, and would otherwise escape the
          scroll box and widen the page */}
      <div className="relative md:overflow-x-auto">
        <table className={CARD_TABLE}>
          <thead className="max-md:sr-only">
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
          <tbody className={CARD_BODY}>
            {pageRows.length === 0 ? (
              <tr className="max-md:block">
                <td colSpan={columns.length + (renderActions ? 1 : 0)} className="px-2 py-4 text-muted max-md:block">
                  {texts.empty}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.id} className={CARD_ROW} data-testid="admin-row">
                  {row.getAllCells().map((cell) => {
                    const custom = renderCell?.(row.original, cell.column.id);
                    return (
                      <td
                        key={cell.id}
                        data-label={String(cell.column.columnDef.header ?? '')}
                        className={custom === undefined ? `${CARD_CELL} md:max-w-56 md:truncate` : CARD_CELL}
                      >
                        {custom === undefined ? <table.FlexRender cell={cell} /> : custom}
                      </td>
                    );
                  })}
                  {renderActions ? (
                    <td className="px-2 py-2 max-md:block max-md:p-0 max-md:pt-2">{renderActions(row.original)}</td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <button
          type="button"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
          className="btn btn-secondary"
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
          className="btn btn-secondary"
        >
          {texts.next}
        </button>
      </div>
    </div>
  );
}
