/** Stored rows as the JSON items of the inbox contract (snake_case keys, ISO timestamps). */
import 'server-only';
import type { ItemOf } from './contract';
import { kindOf, type RowOf } from './kinds';
import type { InboxSection } from './sections';

/** A stored row of a section as its contract item. */
export function toItem<S extends InboxSection>(section: S, row: RowOf<S>): ItemOf<S> {
  return kindOf(section).toItem(row);
}
