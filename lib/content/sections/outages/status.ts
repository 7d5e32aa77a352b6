/**
 * What the status page, its feed and the banner make of the stored entries at a given moment: the
 * current outages, the planned (or announced) works, and what was resolved in the last 30 days.
 * Pure, so the cached read can hold a superset and every render decides with its own clock.
 */
import type { OutageKind } from './table';

/** An entry as the public sees it, in one language; `districts` empty means every district. */
export type PublicOutage = {
  id: number;
  kind: OutageKind;
  title: string;
  details: string;
  districtIds: number[];
  districts: string[];
  startedAt: string;
  expectedEnd: string | null;
  resolvedAt: string | null;
  updatedAt: string;
};

/** The entries of the status page, in the order it shows them. */
export type StatusGroups = { current: PublicOutage[]; planned: PublicOutage[]; resolved: PublicOutage[] };

/** How far back the page and the feed show resolved entries. */
export const RESOLVED_WINDOW_DAYS = 30;
const WINDOW_MS = RESOLVED_WINDOW_DAYS * 24 * 60 * 60 * 1000;

const at = (iso: string) => Date.parse(iso);
const resolvedBy = (o: PublicOutage, now: number) => o.resolvedAt !== null && at(o.resolvedAt) <= now;

/** Whether an entry is an outage under way at `now`: started and not yet resolved. */
export function isCurrentOutage(o: PublicOutage, now: number): boolean {
  return o.kind === 'outage' && at(o.startedAt) <= now && !resolvedBy(o, now);
}

/** Whether an entry touches a district (an entry for every district touches them all). */
export function affectsDistrict(o: PublicOutage, districtId: number | undefined): boolean {
  return districtId === undefined || o.districtIds.length === 0 || o.districtIds.includes(districtId);
}

/** Splits the entries at `now`, only those touching `districtId` when given; an outage announced ahead counts as planned. */
export function groupOutages(list: PublicOutage[], now: number, districtId?: number): StatusGroups {
  const groups: StatusGroups = { current: [], planned: [], resolved: [] };
  for (const o of list) {
    if (!affectsDistrict(o, districtId)) continue;
    if (isCurrentOutage(o, now)) groups.current.push(o);
    else if (!resolvedBy(o, now)) groups.planned.push(o);
    else if (now - at(o.resolvedAt!) <= WINDOW_MS) groups.resolved.push(o);
  }
  groups.current.sort((a, b) => at(b.startedAt) - at(a.startedAt));
  groups.planned.sort((a, b) => at(a.startedAt) - at(b.startedAt));
  groups.resolved.sort((a, b) => at(b.resolvedAt!) - at(a.resolvedAt!));
  return groups;
}
