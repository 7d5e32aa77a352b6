/** The inbox items as the list shows them: one display text per column, in the admin's language. */
import type { ItemOf, RatingItem, RequestItem } from '@/lib/staff/inbox/contract';
import type { InboxSection, WorkStatus } from '@/lib/staff/inbox/sections';
import type { StoredAddress } from '@/lib/visitors/forms/address-schema';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { fileSize, type SizeUnits } from '@/lib/platform/format/file-size';
import type { CodeNames } from './detail-fields';

/** A row of an inbox list: the item, its detail page, its name, its work state and the text of each column. */
export type InboxRow = { id: number; href: string; title: string; status: WorkStatus; cells: Record<string, string> };

/** A message lookup: AdminInbox keys, plus the public rating texts (kinds, reasons, stars) under 'feedback.'. */
export type InboxText = (key: string, values?: Record<string, string | number>) => string;

const PREVIEW = 120;

/** The address parts in one line, as a person would write them. */
export function addressLine(address: StoredAddress): string {
  return [address.district, address.street, address.house, address.apartment].filter(Boolean).join(', ');
}

/** A long text cut to a line, at a word when one is near. */
export function preview(text: string | null): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW) return flat;
  const cut = flat.slice(0, PREVIEW);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A request's billing forwarding in a few words: pending, forwarded, or failed with the number of attempts. */
export function forwardingText(forwarding: RequestItem['forwarding'], t: InboxText): string {
  return forwarding.state === 'failed'
    ? t('forwarding.failed', { attempts: forwarding.attempts })
    : t(`forwarding.${forwarding.state}`);
}

/** The rating kind, reason and stars in words, from the public evaluation form's texts. */
export function ratingTexts(item: Pick<RatingItem, 'type' | 'reason' | 'rating'>, t: InboxText) {
  return {
    type: t(`feedback.kind_${item.type}`),
    reason: t(`feedback.r_${item.reason}`),
    rating: t('feedback.star', { count: item.rating }),
  };
}

/** The item's name as the admin says it: 'Заявка №12 (Азиза)'. */
export function itemTitle<S extends InboxSection>(section: S, item: ItemOf<S>, t: InboxText): string {
  return t(`itemName.${section}`, { id: item.id, name: 'name' in item ? item.name : '' });
}

function cells<S extends InboxSection>(
  section: S,
  item: ItemOf<S>,
  t: InboxText,
  units: SizeUnits,
  names: CodeNames,
): Record<string, string> {
  const created_at = formatDateTime(item.created_at);
  switch (section) {
    case 'requests': {
      const r = item as RequestItem;
      const contact = [r.phone, r.email].filter(Boolean).join(', ');
      const [tariff, promo] = [names.tariff(r.tariff), r.promo ?? ''];
      return {
        created_at,
        name: r.name,
        contact,
        tariff,
        address: addressLine(r.address),
        promo,
        forwarding: forwardingText(r.forwarding, t),
      };
    }
    case 'messages': {
      const m = item as ItemOf<'messages'>;
      return {
        created_at,
        name: m.name,
        contact: [m.phone, m.email].filter(Boolean).join(', '),
        message: preview(m.message),
      };
    }
    case 'resumes': {
      const c = item as ItemOf<'resumes'>;
      const file = `${c.file_name} (${fileSize(c.size, units)})`;
      return {
        created_at,
        name: c.name,
        contact: [c.phone, c.email].filter(Boolean).join(', '),
        vacancy: names.vacancy(c.vacancy),
        file,
      };
    }
    default: {
      const g = item as RatingItem;
      return { created_at, ...ratingTexts(g, t), text: preview(g.text) };
    }
  }
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
  return items.map((item) => ({
    id: item.id,
    href: `/${lang}/adm/${section}/${item.id}`,
    title: itemTitle(section, item, t),
    status: item.work_status,
    cells: cells(section, item, t, units, names),
  }));
}
