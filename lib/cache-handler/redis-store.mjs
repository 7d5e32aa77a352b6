/**
 * The shared store of Next's cache entries: one Redis that every instance reads and writes, under a
 * key prefix naming the build (entries name the build's scripts, so builds must not share them).
 * Redis being slow or down is a miss, never an error: the page is rendered as if nothing was kept.
 */
import { parseEntry, stringifyEntry } from './serialize.mjs';

// A lookup slower than this renders the page instead of waiting on Redis.
const TIMEOUT_MS = 500;
// Entries not written again for a day go; Redis's own maxmemory policy bounds the rest (docs/scaling.md).
const ENTRY_SECONDS = 24 * 60 * 60;

/** Entries kept in Redis at `url` under `prefix`. */
export class RedisStore {
  /** Its name in the metrics (lib/server/metrics.mjs). */
  kind = 'redis';
  #client;
  #loaded;
  #ready;
  #prefix;
  #warned = false;

  constructor(url, prefix) {
    this.#prefix = prefix;
    // Loaded only when used: a server without REDIS_URL never holds the client in memory.
    this.#loaded = import('redis').then(({ createClient }) => {
      this.#client = createClient({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
      });
      this.#client.on('error', (error) => this.#warn(error));
      this.#client.on('ready', () => (this.#warned = false));
    });
    this.#ready = this.#loaded.then(() => this.#client.connect()).catch((error) => this.#warn(error));
  }

  #warn(error) {
    // One line per outage, not one per request.
    if (this.#warned) return;
    this.#warned = true;
    console.error(`Redis cache unavailable (${error?.message ?? error}): pages are rendered without it.`);
  }

  // Waits, for the first connection too, only as long as a lookup may take: Redis down is a miss.
  async #attempt(work, fallback) {
    let timer;
    const attempt = async () => {
      await this.#ready;
      return this.#client?.isReady ? work(this.#client) : fallback;
    };
    try {
      const late = new Promise((resolve) => (timer = setTimeout(() => resolve(fallback), TIMEOUT_MS)));
      return await Promise.race([attempt(), late]);
    } catch (error) {
      this.#warn(error);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The entry under `key`, or undefined (also when Redis cannot answer in time). */
  async get(key) {
    const text = await this.#attempt((client) => client.get(this.#prefix + key), null);
    return typeof text === 'string' ? parseEntry(text) : undefined;
  }

  /** Keeps `entry` under `key` (dropped when Redis cannot take it). */
  async set(key, entry) {
    const text = stringifyEntry(entry);
    await this.#attempt((client) => client.set(this.#prefix + key, text, { EX: ENTRY_SECONDS }), null);
  }

  /** Closes the connection (tests). */
  async close() {
    await this.#loaded;
    if (this.#client.isReady) await this.#client.close();
    else this.#client.destroy();
  }
}
