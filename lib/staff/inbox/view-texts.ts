/** How the admin writes an item's values in a list cell or a detail field (client-safe, shared by the section views). */
import type { StoredAddress } from '@/lib/visitors/forms/address-schema';
import type { RatingItem, RequestItem } from './contract';

/** A message lookup: AdminInbox keys, plus the public rating texts (kinds, reasons, stars) under 'feedback.'. */
export type InboxText = (key: string, values?: Record<string, string | number>) => string;

const PREVIEW = 120;

/** The address parts in one line, as a person would write them. */
export function addressLine(address: StoredAddress): string {
  return [address.district, address.street, address.house, address.apartment].filter(Boolean).join(', ');
}

/** A phone and an e-mail in one cell, the missing one left out. */
export function contactLine(item: { phone: string; email: string | null }): string {
  return [item.phone, item.email].filter(Boolean).join(', ');
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
