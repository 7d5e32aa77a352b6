// @ts-check
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

/** @typedef {import('redis').RedisClientType<{}, {}, {}, 3, {}>} RedisClient */

/** Entries kept in Redis at `url` under `prefix`. */
export class RedisStore {
  /** Its name in the metrics (lib/platform/server/metrics.mjs). */
  kind = 'redis';
  /** @type {RedisClient | undefined} */
  #client;
  /** @type {Promise<void>} */
  #loaded;
  /** @type {Promise<unknown>} */
  #ready;
  /** @type {string} */
  #prefix;
  #warned = false;

  /**
   * @param {string} url
   * @param {string} prefix
   */
  constructor(url, prefix) {
    this.#prefix = prefix;
    // Loaded only when used: a server without REDIS_URL never holds the client in memory.
    this.#loaded = import('redis').then(({ createClient }) => {
      const client = createClient({
        url,
        disableOfflineQueue: true,
        socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
      });
      client.on('error', (error) => this.#warn(error));
      client.on('ready', () => (this.#warned = false));
      this.#client = client;
    });
    this.#ready = this.#loaded.then(() => this.#client?.connect()).catch((error) => this.#warn(error));
  }

  /** @param {unknown} error */
  #warn(error) {
    // One line per outage, not one per request.
    if (this.#warned) return;
    this.#warned = true;
    console.error(
      `Redis cache unavailable (${error instanceof Error ? error.message : error}): pages are rendered without it.`,
    );
  }

  // Waits, for the first connection too, only as long as a lookup may take: Redis down is a miss.
  /**
   * @template T
   * @param {(client: RedisClient) => Promise<T>} work
   * @param {T} fallback
   * @returns {Promise<T>}
   */
  async #attempt(work, fallback) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const attempt = async () => {
      await this.#ready;
      return this.#client?.isReady ? work(this.#client) : fallback;
    };
    try {
      /** @type {Promise<T>} */
      const late = new Promise((resolve) => (timer = setTimeout(() => resolve(fallback), TIMEOUT_MS)));
      return await Promise.race([attempt(), late]);
    } catch (error) {
      this.#warn(error);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The entry under `key`, or undefined (also when Redis cannot answer in time).
   * @param {string} key
   * @returns {Promise<import('./entries.mjs').StoredEntry | undefined>}
   */
  async get(key) {
    const text = await this.#attempt((client) => client.get(this.#prefix + key), null);
    return typeof text === 'string' ? /** @type {import('./entries.mjs').StoredEntry} */ (parseEntry(text)) : undefined;
  }

  /**
   * Keeps `entry` under `key` (dropped when Redis cannot take it).
   * @param {string} key
   * @param {import('./entries.mjs').StoredEntry} entry
   */
  async set(key, entry) {
    const text = stringifyEntry(entry);
    await this.#attempt((client) => client.set(this.#prefix + key, text, { EX: ENTRY_SECONDS }), null);
  }

  /** Closes the connection (tests). */
  async close() {
    await this.#loaded;
    if (this.#client?.isReady) await this.#client.close();
    else this.#client?.destroy();
  }
}
