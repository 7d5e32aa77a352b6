/** The shape of a section's CSV export column, and the columns every section starts and ends with. */
import type { StoredAddress } from '@/lib/visitors/forms/address-schema';
import type { ItemOf, WorkState } from './contract';
import type { DisplayNames } from './display-names';
import type { InboxSection } from './sections';

/** A cell before formatting: a moment, a state code to translate, or plain text. */
export type Cell = string | number | null | Date | { status: string };

/** One export column: a message key (InboxExport.columns) and the item's value. */
export type CsvColumn<S extends InboxSection> = {
  key: string;
  value: (item: ItemOf<S>, names: DisplayNames) => Cell;
};

const at = (iso: string | null) => (iso ? new Date(iso) : null);

/** The address parts in one cell. */
export const addressCell = (a: StoredAddress) =>
  [a.district, a.street, a.house, a.apartment].filter(Boolean).join(', ');

/** A section's own columns between the id, time and work state in front and who changed that state last. */
export function withWorkState<S extends InboxSection>(own: CsvColumn<S>[]): CsvColumn<S>[] {
  return [
    { key: 'id', value: (i) => i.id },
    { key: 'created_at', value: (i) => at(i.created_at) },
    { key: 'work_status', value: (i) => ({ status: (i as WorkState).work_status }) },
    ...own,
    { key: 'status_changed_by', value: (i) => (i as WorkState).status_changed_by },
    { key: 'status_changed_at', value: (i) => at((i as WorkState).status_changed_at) },
  ];
}
