/** The inbox items as the list shows them: one display text per column, in the admin's language. */
import type { ItemOf } from '@/lib/staff/inbox/contract';
import type { InboxSection, WorkStatus } from '@/lib/staff/inbox/sections';
import type { CodeNames } from '@/lib/staff/inbox/section-views';
import type { InboxText } from '@/lib/staff/inbox/view-texts';
import { viewsOf } from '@/lib/staff/inbox/views';
import { formatDateTime } from '@/lib/platform/format/date-time';
import type { SizeUnits } from '@/lib/platform/format/file-size';

/** A row of an inbox list: the item, its detail page, its name, its work state and the text of each column. */
export type InboxRow = { id: number; href: string; title: string; status: WorkStatus; cells: Record<string, string> };

/** The item's name as the admin says it: 'Заявка №12 (Азиза)'. */
export function itemTitle<S extends InboxSection>(section: S, item: ItemOf<S>, t: InboxText): string {
  return t(`itemName.${section}`, { id: item.id, name: 'name' in item ? item.name : '' });
}

/** The list rows of a section's items, each linking to its detail page; codes shown by their names. */
export function inboxRows<S extends InboxSection>(
  lang: string,
  section: S,
  items: ItemOf<S>[],
  t: InboxText,
  units: SizeUnits,
  names: CodeNames,
): InboxRow[] {
  const { listCells } = viewsOf(section);
  return items.map((item) => ({
    id: item.id,
    href: `/${lang}/adm/${section}/${item.id}`,
    title: itemTitle(section, item, t),
    status: item.work_status,
    cells: { created_at: formatDateTime(item.created_at), ...listCells(item, { t, units, names }) },
  }));
}
