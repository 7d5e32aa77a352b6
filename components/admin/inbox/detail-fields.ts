/** The fields of an inbox item a visitor filled in, labelled in the admin's language; empty ones are left out. */
import type { ItemOf } from '@/lib/staff/inbox/contract';
import type { InboxSection } from '@/lib/staff/inbox/sections';
import { ADDRESS_FIELDS as ADDRESS, type CodeNames } from '@/lib/staff/inbox/section-views';
import type { InboxText } from '@/lib/staff/inbox/view-texts';
import { viewsOf } from '@/lib/staff/inbox/views';
import { formatDateTime } from '@/lib/platform/format/date-time';

/**
 * One labelled value of the detail view: multiline keeps the visitor's line breaks, `href` makes a phone
 * or an e-mail a link that calls or writes, `nowrap` keeps a number (phone, reference) on one line.
 */
export type DetailField = {
  key: string;
  label: string;
  value: string;
  multiline?: boolean;
  href?: string;
  nowrap?: boolean;
};

const MULTILINE = new Set(['message', 'text']);
const PHONES = new Set(['phone', 'extra_phone']);
const NUMBERS = new Set(['id', 'login', 'event_id', 'promo', 'house', 'apartment', ...PHONES]);

function raw(item: Record<string, unknown>, key: string): unknown {
  if ((ADDRESS as readonly string[]).includes(key) && key !== 'city') {
    return (item.address as Record<string, unknown> | undefined)?.[key];
  }
  return item[key];
}

/** A phone number as a tel: address: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function linkOf(key: string, value: string): string | undefined {
  if (PHONES.has(key)) return telHref(value);
  if (key === 'email') return `mailto:${value}`;
  return undefined;
}

/** The item's fields in the order a person reads them: who, how to reach them, where, what they wrote. */
export function detailFields<S extends InboxSection>(
  section: S,
  item: ItemOf<S>,
  t: InboxText,
  names: CodeNames,
): DetailField[] {
  const record = item as unknown as Record<string, unknown>;
  const views = viewsOf(section);
  const words = views.detailTexts?.(item, t) ?? {};
  const shown = (key: string): string => {
    if (key in words) return words[key] ?? '';
    const value = raw(record, key);
    if (value === null || value === undefined || String(value).trim() === '') return '';
    if (key === 'updated_at') return formatDateTime(String(value));
    if (key === 'lang' && (value === 'rus' || value === 'uzb')) return t(`languages.${value}`);
    if (key === 'tariff') return names.tariff(String(value));
    if (key === 'vacancy') return names.vacancy(String(value));
    return String(value);
  };
  const fields = views.detailFields.map((key) => ({ key, value: shown(key) })).filter((f) => f.value !== '');
  return [
    { key: 'id', label: t('fields.id'), value: String(item.id), nowrap: true },
    { key: 'created_at', label: t('fields.created_at'), value: formatDateTime(item.created_at), nowrap: true },
    ...fields.map(({ key, value }) => ({
      key,
      label: t(`fields.${key}`),
      value,
      multiline: MULTILINE.has(key),
      href: linkOf(key, value),
      nowrap: NUMBERS.has(key),
    })),
  ];
}
