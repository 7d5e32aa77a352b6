/** Types of entries.mjs (plain JavaScript: Next loads the cache handler outside its bundles). */
import type { TagTimes } from '../invalidation/tag-times.mjs';

export type StoredEntry = { value: unknown; lastModified: number; tags?: string[]; cacheControl?: unknown };
export type EntryStore = {
  get(key: string): Promise<StoredEntry | undefined>;
  set(key: string, entry: StoredEntry): Promise<void>;
};
export type LookupContext = { kind?: string; tags?: string[]; softTags?: string[] };
export type StoreContext = { tags?: string[]; fetchCache?: boolean; cacheControl?: unknown };

export function entryTags(entry: StoredEntry, ctx?: LookupContext): Set<string>;
export class CacheEntries {
  constructor(store: EntryStore, times: TagTimes, now?: () => number);
  get(
    key: string,
    ctx?: LookupContext,
  ): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>;
  set(key: string, data: unknown, ctx?: StoreContext): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
