'use client';

import { SectionTable, type TableRow, type TableTexts } from './section-table';
import { ValueDiff, type DiffTexts } from './versions/value-diff';

/** One audit entry as display texts: when (dd.MM.yyyy HH:mm, Tashkent; the table sorts it in time order), who, section, item, action and `{before, after}` as JSON (searched, and shown as a difference). */
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
  diff: DiffTexts;
};

function Details({ json, texts }: { json: string; texts: DiffTexts }) {
  const { before, after } = JSON.parse(json) as { before: unknown; after: unknown };
  return <ValueDiff before={before} after={after} texts={texts} />;
}

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
            <div className="max-w-xl">
              <Details json={row.cells.details ?? '{}'} texts={texts.diff} />
            </div>
          </details>
        ) : column === 'when' ? (
          <span className="whitespace-nowrap">{row.cells.when}</span>
        ) : undefined
      }
    />
  );
}
