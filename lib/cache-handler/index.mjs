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
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { processTagTimes } from '../invalidation/tag-times.mjs';
import { CacheEntries } from './entries.mjs';
import { LruStore } from './lru-store.mjs';
import { RedisStore } from './redis-store.mjs';

let store;

/** The build's id, so that Redis entries of one build are never read by another. */
function buildId(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}

function processStore(serverDistDir) {
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return new LruStore();
  return new RedisStore(url, `isp-site:${buildId(serverDistDir ?? '')}:`);
}

/** Next's cache handler interface: get, set, revalidateTag, resetRequestCache. */
export default class CacheHandler {
  #entries;

  constructor(ctx) {
    store ??= processStore(ctx?.serverDistDir);
    this.#entries = new CacheEntries(store, processTagTimes());
  }

  /** The entry under `key`, or null. */
  get(key, ctx) {
    return this.#entries.get(key, ctx);
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
