/**
 * The inbox reads the admin's pages and dashboard make, each on the shared database, so the
 * components that show them never open it themselves.
 */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { tashkentToday } from '@/lib/platform/format/date';
import type { Lang } from '@/lib/platform/i18n/locales';
import type { InboxPage, InboxQuery, ItemOf, RatingsSummary } from './contract';
import { countNew } from './count-new';
import { countReceivedSince } from './count-since';
import { displayNames, type DisplayNames } from './display-names';
import { tashkentDayStart } from './filters';
import { getInboxItem } from './item';
import { listInbox } from './list';
import { ratingsSummary } from './ratings/summary';
import type { InboxSection } from './sections';

/** One page of a section's list with the names its codes are shown by in `lang`. */
export async function readInboxPage<S extends InboxSection>(
  section: S,
  query: InboxQuery,
  lang: Lang,
): Promise<InboxPage<S> & { names: DisplayNames }> {
  const db = await getDb();
  const [page, names] = await Promise.all([listInbox(db, section, query), displayNames(db, lang)]);
  return { ...page, names };
}

/** Item `id` of a section with the names its codes are shown by in `lang`, or null when there is none. */
export async function readInboxItem<S extends InboxSection>(
  section: S,
  id: number,
  lang: Lang,
): Promise<{ item: ItemOf<S>; names: DisplayNames } | null> {
  const db = await getDb();
  const item = await getInboxItem(db, section, id);
  return item ? { item, names: await displayNames(db, lang) } : null;
}

/** The service ratings over the period `range`. */
export async function readRatingsSummary(range: { from?: string; to?: string }): Promise<RatingsSummary> {
  return ratingsSummary(await getDb(), range);
}

/** The number of items nobody has taken up yet in each given section. */
export async function readNewCounts(sections: readonly InboxSection[]): Promise<Partial<Record<InboxSection, number>>> {
  return countNew(await getDb(), sections);
}

/** What each given section (and the interest list) received today, Tashkent time. */
export async function readReceivedToday(
  sections: readonly (InboxSection | 'interest')[],
): Promise<Partial<Record<InboxSection | 'interest', number>>> {
  return countReceivedSince(await getDb(), sections, tashkentDayStart(tashkentToday()));
}
