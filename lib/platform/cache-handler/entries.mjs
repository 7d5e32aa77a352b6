// @ts-check
/**
 * What Next's cache handler does with a store: entries are kept with the time they were stored, and
 * none is answered once one of its tags expired after that (lib/platform/invalidation/tag-times.mjs), whichever
 * instance stored it. Expired entries are not deleted: the render that replaces them overwrites them.
 */

// The header in which Next keeps a page's or route's tags (its own name, NEXT_CACHE_TAGS_HEADER).
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * What Next hands its cache handler to keep: a page's or route's bodies, or a cached read's data,
 * of which only the parts read here are named.
 * @typedef {{
 *   html?: { length: number }, rscData?: { length: number }, body?: { length: number },
 *   buffer?: { length: number }, data?: { body?: { length: number } },
 *   segmentData?: Map<string, { length: number } | undefined>,
 *   tags?: string[], headers?: Record<string, unknown>, [part: string]: unknown,
 * }} CacheValue
 */
/** @typedef {{ value: CacheValue | null | undefined, lastModified: number, tags?: string[], cacheControl?: unknown }} StoredEntry */
/** @typedef {{ value: CacheValue | null | undefined, lastModified: number, cacheControl?: unknown }} FoundEntry */
/**
 * A place entries are kept (LruStore or RedisStore).
 * @typedef {{ kind: string, get(key: string): Promise<StoredEntry | undefined>, set(key: string, entry: StoredEntry): Promise<void> }} EntryStore
 */
/** @typedef {{ kind?: string, tags?: string[], softTags?: string[] }} LookupContext */
/** @typedef {{ tags?: string[], fetchCache?: boolean, cacheControl?: unknown }} StoreContext */

/**
 * The tags an entry depends on: its page's header, its cached read's tags, and the lookup's.
 * @param {StoredEntry} entry
 * @param {LookupContext} [ctx]
 * @returns {Set<string>}
 */
export function entryTags(entry, ctx) {
  const tags = new Set([
    ...(entry.tags ?? []),
    ...(entry.value?.tags ?? []),
    ...(ctx?.tags ?? []),
    ...(ctx?.softTags ?? []),
  ]);
  const header = entry.value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return tags;
}

/** Next's cache operations over `store` (LruStore or RedisStore), judged by `times` (TagTimes). */
export class CacheEntries {
  /**
   * @param {EntryStore} store
   * @param {import('../invalidation/tag-times.mjs').TagTimes} times
   * @param {() => number} [now]
   */
  constructor(store, times, now = () => Date.now()) {
    this.store = store;
    this.times = times;
    this.now = now;
  }

  /**
   * The entry under `key` ({ value, lastModified, cacheControl }), or null: none, or a tag expired since.
   * @param {string} key
   * @param {LookupContext} [ctx]
   * @returns {Promise<FoundEntry | null>}
   */
  async get(key, ctx) {
    const entry = await this.store.get(key);
    if (!entry) return null;
    if (this.times.expiredSince(entryTags(entry, ctx), entry.lastModified)) return null;
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * Keeps `data` under `key`, stamped now, with the tags Next gave.
   * @param {string} key
   * @param {CacheValue | null} data
   * @param {StoreContext} [ctx]
   */
  async set(key, data, ctx) {
    await this.store.set(key, {
      value: data,
      lastModified: this.now(),
      tags: ctx?.tags ?? [],
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    });
  }

  /**
   * Next's revalidateTag in this process: the tags expire now.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    this.times.record(typeof tags === 'string' ? [tags] : [...tags], this.now());
  }
}
