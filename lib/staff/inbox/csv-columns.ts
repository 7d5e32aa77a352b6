/** The columns of each section's CSV export: a message key (InboxExport.columns) and the item's value. */
import 'server-only';
import type { StoredAddress } from '@/lib/visitors/forms/address-schema';
import type { ItemOf, WorkState } from './contract';
import type { InboxSection } from './sections';
import type { DisplayNames } from './display-names';

/** A cell before formatting: a moment, a state code to translate, or plain text. */
export type Cell = string | number | null | Date | { status: string };

type Column<S extends InboxSection> = { key: string; value: (item: ItemOf<S>, names: DisplayNames) => Cell };

const at = (iso: string | null) => (iso ? new Date(iso) : null);
const address = (a: StoredAddress) => [a.district, a.street, a.house, a.apartment].filter(Boolean).join(', ');

const head = <S extends InboxSection>(): Column<S>[] => [
  { key: 'id', value: (i) => i.id },
  { key: 'created_at', value: (i) => at(i.created_at) },
  { key: 'work_status', value: (i) => ({ status: (i as WorkState).work_status }) },
];
const tail = <S extends InboxSection>(): Column<S>[] => [
  { key: 'status_changed_by', value: (i) => (i as WorkState).status_changed_by },
  { key: 'status_changed_at', value: (i) => at((i as WorkState).status_changed_at) },
];

/** The export columns of every section, in order. */
export const CSV_COLUMNS: { [S in InboxSection]: Column<S>[] } = {
  requests: [
    ...head<'requests'>(),
    { key: 'name', value: (i) => i.name },
    { key: 'phone', value: (i) => i.phone },
    { key: 'extra_phone', value: (i) => i.extra_phone },
    { key: 'email', value: (i) => i.email },
    { key: 'city', value: (i) => i.city },
    { key: 'address', value: (i) => address(i.address) },
    { key: 'login', value: (i) => i.login },
    { key: 'tariff', value: (i, names) => names.tariff(i.tariff) },
    { key: 'promo', value: (i) => i.promo },
    { key: 'poll', value: (i) => i.poll },
    { key: 'company', value: (i) => i.company },
    { key: 'message', value: (i) => i.message },
    { key: 'lang', value: (i) => i.lang },
    { key: 'forwarding', value: (i) => ({ status: i.forwarding.state }) },
    { key: 'attempts', value: (i) => i.forwarding.attempts },
    { key: 'last_error', value: (i) => i.forwarding.last_error },
    { key: 'billing_ref', value: (i) => i.forwarding.billing_ref },
    ...tail<'requests'>(),
  ],
  messages: [
    ...head<'messages'>(),
    { key: 'name', value: (i) => i.name },
    { key: 'phone', value: (i) => i.phone },
    { key: 'extra_phone', value: (i) => i.extra_phone },
    { key: 'email', value: (i) => i.email },
    { key: 'login', value: (i) => i.login },
    { key: 'city', value: (i) => i.city },
    { key: 'address', value: (i) => address(i.address) },
    { key: 'message', value: (i) => i.message },
    { key: 'lang', value: (i) => i.lang },
    ...tail<'messages'>(),
  ],
  resumes: [
    ...head<'resumes'>(),
    { key: 'name', value: (i) => i.name },
    { key: 'phone', value: (i) => i.phone },
    { key: 'email', value: (i) => i.email },
    { key: 'vacancy', value: (i, names) => names.vacancy(i.vacancy) },
    { key: 'message', value: (i) => i.message },
    { key: 'file_name', value: (i) => i.file_name },
    { key: 'size', value: (i) => i.size },
    ...tail<'resumes'>(),
  ],
  ratings: [
    ...head<'ratings'>(),
    { key: 'type', value: (i) => i.type },
    { key: 'event_id', value: (i) => i.event_id },
    { key: 'rating', value: (i) => i.rating },
    { key: 'reason', value: (i) => i.reason },
    { key: 'text', value: (i) => i.text },
    ...tail<'ratings'>(),
  ],
};
