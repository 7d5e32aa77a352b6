'use client';

import { SectionTable, type TableRow, type TableTexts } from './section-table';

/** One audit entry as display texts: when (dd.MM.yyyy HH:mm, Tashkent; the table sorts it in time order), who, section, item, action and the before/after JSON. */
export type AuditRow = {
  id: number;
  when: string;
  who: string;
  section: string;
  item: string;
  action: string;
  details: string;
};
/** Texts of the audit table: its column headers and the table controls. */
export type AuditTexts = {
  columns: Record<'when' | 'who' | 'section' | 'item' | 'action' | 'details', string>;
  table: TableTexts;
};

const COLUMNS = ['when', 'who', 'section', 'item', 'action', 'details'] as const;

/** The audit trail in a sortable, searchable (the before/after data too), paginated table. */
export function AuditTable({ entries, texts }: { entries: AuditRow[]; texts: AuditTexts }) {
  const rows: TableRow[] = entries.map(({ id, ...cells }) => ({ id, cells }));
  return (
    <SectionTable
      rows={rows}
      fields={COLUMNS.map((name) => ({ name }))}
      labels={texts.columns}
      texts={texts.table}
      renderCell={(row, column) =>
        column === 'details' ? (
          <details>
            <summary className="cursor-pointer">{texts.columns.details}</summary>
            <pre className="max-w-xl overflow-x-auto whitespace-pre-wrap text-xs">{row.cells.details}</pre>
          </details>
        ) : column === 'when' ? (
          <span className="whitespace-nowrap">{row.cells.when}</span>
        ) : undefined
      }
    />
  );
}
