/** Types of redis-store.mjs. */
import type { EntryStore, StoredEntry } from './entries.mjs';

export class RedisStore implements EntryStore {
  readonly kind: 'redis';
  constructor(url: string, prefix: string);
  get(key: string): Promise<StoredEntry | undefined>;
  set(key: string, entry: StoredEntry): Promise<void>;
  close(): Promise<void>;
}
