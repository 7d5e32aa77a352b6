/**
 * Next's cache handler (next.config.ts `cacheHandler`, with `cacheMaxMemorySize: 0` so Next keeps no
 * copy of its own): pages, route answers and cached reads are kept in a local LRU, or in Redis when
 * REDIS_URL is set so that every instance shares them; while building, always locally. An entry is
 * never answered once one of its tags expired after it was stored, as the invalidation listener of
 * this instance learns from every instance's saves (lib/invalidation).
 *
 * Next loads this file by path at run time, outside its bundles, and makes one handler per request:
 * the store is made once per process. It reads REDIS_URL itself since it cannot import lib/env.ts;
 * the server validated the variable at start (instrumentation.ts).
 */
import { processTagTimes } from '../invalidation/tag-times.mjs';
import { countEvent } from '../metrics/bridge.mjs';
import { CacheEntries } from './entries.mjs';
import { LruStore } from './lru-store.mjs';
import { RedisStore } from './redis-store.mjs';

let store;

/**
 * Redis when configured, in a serving Node.js process; else the local LRU. The middleware's bundle
 * (edge runtime) includes this file too, so it imports nothing of Node's at load. Redis keys name the
 * build by its deploymentId, which Next puts in NEXT_DEPLOYMENT_ID (next.config.ts makes it the build id).
 */
function processStore() {
  const url = process.env.REDIS_URL;
  const serving = process.env.NEXT_RUNTIME !== 'edge' && process.env.NEXT_PHASE !== 'phase-production-build';
  if (!url || !serving) return new LruStore();
  return new RedisStore(url, `isp-site:${process.env.NEXT_DEPLOYMENT_ID || 'unbuilt'}:`);
}

/** Next's cache handler interface: get, set, revalidateTag, resetRequestCache. */
export default class CacheHandler {
  #entries;

  constructor() {
    store ??= processStore();
    this.#entries = new CacheEntries(store, processTagTimes());
  }

  /** The entry under `key`, or null; counted as a hit or a miss of its store for the metrics endpoint. */
  async get(key, ctx) {
    const entry = await this.#entries.get(key, ctx);
    countEvent(entry ? 'next_cache_hit' : 'next_cache_miss', { store: store.kind });
    return entry;
  }

  /** Keeps `data` under `key`. */
  set(key, data, ctx) {
    return this.#entries.set(key, data, ctx);
  }

  /** Expires `tags` in this process (an admin save also tells every instance: lib/invalidation). */
  revalidateTag(tags) {
    return this.#entries.revalidateTag(tags);
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}
