/**
 * CSV for Excel: UTF-8 with a BOM (so Cyrillic and Uzbek open right), CRLF lines, and a cell that starts like
 * a formula (= + - @, tab, CR) prefixed with ' so a spreadsheet never runs what a visitor typed.
 */
import Papa from 'papaparse';

const BOM = '\uFEFF';

/** The CSV text of a header row and the data rows. */
export function spreadsheetCsv(fields: string[], data: string[][]): string {
  return BOM + Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' });
}

/** The download name of an export made at `now`: what it holds and the Tashkent day. */
export function exportFileName(what: string, now: Date): string {
  return `${what}-${new Date(now.getTime() + 5 * 3_600_000).toISOString().slice(0, 10)}.csv`;
}
