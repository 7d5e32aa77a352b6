/** Every field of an inbox item as the visitor sent it, labelled in the admin's language. */
import type { ItemOf, RatingItem } from '@/lib/inbox/contract';
import type { InboxSection } from '@/lib/inbox/sections';
import { formatDateTime } from '@/lib/format/date-time';
import { ratingTexts, type InboxText } from './inbox-rows';

/** One labelled value of the detail view; multiline keeps the visitor's line breaks. */
export type DetailField = { key: string; label: string; value: string; multiline?: boolean };

const ADDRESS = ['district', 'street', 'house', 'apartment', 'city'] as const;
const FIELDS: Record<InboxSection, readonly string[]> = {
  requests: [
    'name',
    'phone',
    'extra_phone',
    'email',
    'login',
    ...ADDRESS,
    'tariff',
    'promo',
    'company',
    'poll',
    'message',
    'lang',
  ],
  messages: ['name', 'phone', 'extra_phone', 'email', 'login', ...ADDRESS, 'message', 'lang'],
  resumes: ['name', 'phone', 'email', 'vacancy', 'message'],
  ratings: ['type', 'event_id', 'rating', 'reason', 'text', 'updated_at'],
};
const MULTILINE = new Set(['message', 'text']);

function raw(item: Record<string, unknown>, key: string): unknown {
  if ((ADDRESS as readonly string[]).includes(key) && key !== 'city') {
    return (item.address as Record<string, unknown> | undefined)?.[key];
  }
  return item[key];
}

/** The item's fields in the order a person reads them: who, how to reach them, where, what they wrote. */
export function detailFields<S extends InboxSection>(section: S, item: ItemOf<S>, t: InboxText): DetailField[] {
  const record = item as unknown as Record<string, unknown>;
  const rating = section === 'ratings' ? ratingTexts(item as RatingItem, t) : null;
  const shown = (key: string): string => {
    if (rating && key in rating) return rating[key as keyof typeof rating];
    const value = raw(record, key);
    if (value === null || value === undefined || value === '') return t('empty_value');
    if (key === 'updated_at') return formatDateTime(String(value));
    if (key === 'lang' && (value === 'rus' || value === 'uzb')) return t(`languages.${value}`);
    return String(value);
  };
  return [
    { key: 'id', label: t('fields.id'), value: String(item.id) },
    { key: 'created_at', label: t('fields.created_at'), value: formatDateTime(item.created_at) },
    ...FIELDS[section].map((key) => ({
      key,
      label: t(`fields.${key}`),
      value: shown(key),
      multiline: MULTILINE.has(key),
    })),
  ];
}
