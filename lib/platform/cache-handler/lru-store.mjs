// @ts-check
/** The local store of Next's cache entries: least recently used first out, bounded in bytes. */
import { LRUCache } from 'lru-cache';

// Next's own default for its in-memory cache, which this store replaces (cacheMaxMemorySize: 0).
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * Roughly the bytes an entry holds: its bodies, which dwarf the rest.
 * @param {import('./entries.mjs').StoredEntry} entry
 * @returns {number}
 */
export function entrySize(entry) {
  const value = entry.value;
  let size = 512;
  if (!value) return size;
  for (const part of [value.html, value.rscData, value.body, value.buffer, value.data?.body])
    if (part) size += part.length ?? 0;
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part?.length ?? 0;
  return size;
}

/** Entries kept in this process. */
export class LruStore {
  /** Its name in the metrics (lib/platform/server/metrics.mjs). */
  kind = 'lru';
  /** @type {LRUCache<string, import('./entries.mjs').StoredEntry>} */
  #entries;

  constructor(maxBytes = MAX_BYTES) {
    this.#entries = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry) => Math.min(entrySize(entry), maxBytes),
    });
  }

  /**
   * The entry under `key`, or undefined.
   * @param {string} key
   * @returns {Promise<import('./entries.mjs').StoredEntry | undefined>}
   */
  async get(key) {
    return this.#entries.get(key);
  }

  /**
   * Keeps `entry` under `key`.
   * @param {string} key
   * @param {import('./entries.mjs').StoredEntry} entry
   */
  async set(key, entry) {
    this.#entries.set(key, entry);
  }
}
