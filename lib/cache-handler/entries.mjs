/**
 * What Next's cache handler does with a store: entries are kept with the time they were stored, and
 * none is answered once one of its tags expired after that (lib/invalidation/tag-times.mjs), whichever
 * instance stored it. Expired entries are not deleted: the render that replaces them overwrites them.
 */

// The header in which Next keeps a page's or route's tags (its own name, NEXT_CACHE_TAGS_HEADER).
const TAGS_HEADER = 'x-next-cache-tags';

/** The tags an entry depends on: its page's header, its cached read's tags, and the lookup's. */
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
  constructor(store, times, now = () => Date.now()) {
    this.store = store;
    this.times = times;
    this.now = now;
  }

  /** The entry under `key` ({ value, lastModified, cacheControl }), or null: none, or a tag expired since. */
  async get(key, ctx) {
    const entry = await this.store.get(key);
    if (!entry) return null;
    if (this.times.expiredSince(entryTags(entry, ctx), entry.lastModified)) return null;
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /** Keeps `data` under `key`, stamped now, with the tags Next gave. */
  async set(key, data, ctx) {
    await this.store.set(key, {
      value: data,
      lastModified: this.now(),
      tags: ctx?.tags ?? [],
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    });
  }

  /** Next's revalidateTag in this process: the tags expire now. */
  async revalidateTag(tags) {
    this.times.record(typeof tags === 'string' ? [tags] : [...tags], this.now());
  }
}
