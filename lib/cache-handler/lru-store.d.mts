/** Types of lru-store.mjs. */
import type { EntryStore, StoredEntry } from './entries.mjs';

export function entrySize(entry: StoredEntry): number;
export class LruStore implements EntryStore {
  readonly kind: 'lru';
  constructor(maxBytes?: number);
  get(key: string): Promise<StoredEntry | undefined>;
  set(key: string, entry: StoredEntry): Promise<void>;
}
