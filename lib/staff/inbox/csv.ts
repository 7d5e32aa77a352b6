/**
 * A filtered inbox list as CSV for Excel: UTF-8 with a BOM (so Cyrillic and Uzbek open right), column
 * names in the admin's language, times as dd.MM.yyyy HH:mm Tashkent, and a cell that starts like a
 * formula (= + - @, tab, CR) prefixed with ' so a spreadsheet never runs what a visitor typed.
 */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import type { InboxQuery } from './contract';
import type { Cell } from './csv-columns';
import { kindOf } from './kinds';
import { selectRows } from './list';
import type { InboxSection } from './sections';
import { toItem } from './to-item';
import { spreadsheetCsv } from './csv-text';
import { displayNames } from './display-names';

export { exportFileName } from './csv-text';

/** The most rows one export holds. */
export const EXPORT_CAP = 10_000;

function cellText(value: Cell, status: (code: string) => string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'object') return status(value.status);
  return String(value);
}

/** The CSV of every row (up to EXPORT_CAP) matching the filters, newest first; codes by their names. */
export async function exportCsv(
  db: Db,
  section: InboxSection,
  query: Omit<InboxQuery, 'page' | 'per_page'>,
  lang: Lang,
): Promise<string> {
  const t = translator(lang, 'InboxExport');
  const columns = kindOf(section).csvColumns;
  const [rows, names] = await Promise.all([selectRows(db, section, query, EXPORT_CAP), displayNames(db, lang)]);
  const data = rows.map((row) => {
    const item = toItem(section, row);
    return columns.map((c) => cellText(c.value(item, names), (code) => t(`states.${code}`)));
  });
  const fields = columns.map((c) => t(`columns.${c.key}`));
  return spreadsheetCsv(fields, data);
}
