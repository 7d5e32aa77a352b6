// @ts-check
/**
 * Next's cache handler (next.config.ts `cacheHandler`, with `cacheMaxMemorySize: 0` so Next keeps no
 * copy of its own): pages, route answers and cached reads are kept in a local LRU, or in Redis when
 * REDIS_URL is set so that every instance shares them; while building, always locally. An entry is
 * never answered once one of its tags expired after it was stored, as the invalidation listener of
 * this instance learns from every instance's saves (lib/platform/invalidation).
 *
 * Next loads this file by path at run time, outside its bundles, and makes one handler per request:
 * the store is made once per process. It reads REDIS_URL through lib/platform/env-schema.mjs, which plain
 * Node loads (lib/platform/env.ts is TypeScript).
 */
import { deploymentId, env, isBuildPhase, isEdgeRuntime } from '../env-schema.mjs';
import { processTagTimes } from '../invalidation/tag-times.mjs';
import { countEvent } from '../metrics/bridge.mjs';
import { CacheEntries } from './entries.mjs';
import { LruStore } from './lru-store.mjs';
import { RedisStore } from './redis-store.mjs';

/** @type {import('./entries.mjs').EntryStore | undefined} */
let store;

/**
 * Redis when configured, in a serving Node.js process; else the local LRU. The middleware's bundle
 * (edge runtime) includes this file too, so it imports nothing of Node's at load. Redis keys name the
 * build by its deploymentId, which Next puts in NEXT_DEPLOYMENT_ID (next.config.ts makes it the build id).
 */
function processStore() {
  if (isEdgeRuntime() || isBuildPhase()) return new LruStore();
  const url = env().REDIS_URL;
  if (!url) return new LruStore();
  return new RedisStore(url, `isp-site:${deploymentId() ?? 'unbuilt'}:`);
}

/** Next's cache handler interface: get, set, revalidateTag, resetRequestCache. */
export default class CacheHandler {
  /** @type {CacheEntries} */
  #entries;
  /** @type {import('./entries.mjs').EntryStore} */
  #store;

  /** @param {unknown} [_context] Next's options for the handler, which this one does not need. */
  constructor(_context) {
    this.#store = store ??= processStore();
    this.#entries = new CacheEntries(this.#store, processTagTimes());
  }

  /**
   * The entry under `key`, or null; counted as a hit or a miss of its store for the metrics endpoint.
   * @param {string} key
   * @param {import('./entries.mjs').LookupContext} [ctx]
   * @returns {Promise<import('./entries.mjs').FoundEntry | null>}
   */
  async get(key, ctx) {
    const entry = await this.#entries.get(key, ctx);
    countEvent(entry ? 'next_cache_hit' : 'next_cache_miss', { store: this.#store.kind });
    return entry;
  }

  /**
   * Keeps `data` under `key`.
   * @param {string} key
   * @param {import('./entries.mjs').CacheValue | null} data
   * @param {import('./entries.mjs').StoreContext} [ctx]
   */
  set(key, data, ctx) {
    return this.#entries.set(key, data, ctx);
  }

  /**
   * Expires `tags` in this process (an admin save also tells every instance: lib/platform/invalidation).
   * @param {string | string[]} tags
   */
  revalidateTag(tags) {
    return this.#entries.revalidateTag(tags);
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
