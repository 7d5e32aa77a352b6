/** The interest list as CSV for Excel: one row per person, grouped by building as the admin list shows them. */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import { spreadsheetCsv } from '@/lib/staff/inbox/csv-text';
import { listInterest } from './list';

const COLUMNS = ['district', 'street', 'house', 'count', 'name', 'phone', 'created_at', 'covered_at'] as const;

/** The CSV of the list (of one district when its key is given), column names in `lang`. */
export async function interestCsv(db: Db, district: string | undefined, lang: Lang): Promise<string> {
  const t = translator(lang, 'Interest');
  const data = (await listInterest(db, district)).flatMap((g) =>
    g.people.map((p) => [
      g.district,
      g.street,
      g.house,
      String(g.count),
      p.name,
      p.phone,
      formatDateTime(p.created_at),
      p.covered_at ? formatDateTime(p.covered_at) : '',
    ]),
  );
  return spreadsheetCsv(
    COLUMNS.map((c) => t(`columns.${c}`)),
    data,
  );
}
