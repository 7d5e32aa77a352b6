/** Public reads of the outages: the recent entries with their districts named, and the districts to filter by. */
import 'server-only';
import { gt, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { listDistrictIds } from '../coverage-area/write';
import { groupOutages, isCurrentOutage, RESOLVED_WINDOW_DAYS, type PublicOutage } from './status';
import { outages } from './table';

/** Districts with their ids and regions, in the coverage area's order, named in `lang`. */
export const listStatusDistricts = cachedRead('status-districts', ['ca'], async (lang: Lang) => {
  const rows = await listDistrictIds(await getDb());
  return rows.map((d) => ({ id: d.id, name: d.name[lang], region: d.region[lang] }));
});

/**
 * Every entry not resolved, or resolved within the window when read: a superset of what any later
 * render shows (groupOutages decides with its own clock), cached until the next save of outages.
 * `readAt` is when that save was read, so the feed's `updated` moves with every change, deletions too.
 */
export const listRecentOutages = cachedRead(
  'outages',
  ['outages', 'ca'],
  async (lang: Lang): Promise<{ entries: PublicOutage[]; readAt: string }> => {
    const db = await getDb();
    const [rows, districts] = await Promise.all([
      db
        .select()
        .from(outages)
        .where(
          or(
            isNull(outages.resolvedAt),
            gt(outages.resolvedAt, sql`now() - make_interval(days => ${RESOLVED_WINDOW_DAYS})`),
          ),
        ),
      listStatusDistricts(lang),
    ]);
    const names = new Map(districts.map((d) => [d.id, d.name]));
    const entries = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title[lang],
      details: r.details[lang],
      districtIds: r.districtIds,
      districts: r.districtIds.flatMap((id) => names.get(id) ?? []),
      startedAt: r.startedAt.toISOString(),
      expectedEnd: r.expectedEnd?.toISOString() ?? null,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    }));
    return { entries, readAt: new Date().toISOString() };
  },
);

/** The status page's groups at this moment, only what touches `districtId` when given. */
export async function readStatus(lang: Lang, districtId?: number) {
  const { entries } = await listRecentOutages(lang);
  return groupOutages(entries, Date.now(), districtId);
}

/** The outages under way at this moment (what the banner shows). */
export async function currentOutages(lang: Lang) {
  const { entries } = await listRecentOutages(lang);
  const now = Date.now();
  return entries.filter((o) => isCurrentOutage(o, now));
}
