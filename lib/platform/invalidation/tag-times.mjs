// @ts-check
/**
 * When each cache tag last expired, as this process knows it, and the one hook through which the
 * caches of this process hear that tags expired (`onTagsExpired`): the front page cache
 * (lib/platform/server/serve.mjs), the content API's shared reads (lib/content/site/shared-read.ts); Next's cache
 * handler (lib/platform/cache-handler) reads the times on each lookup instead. The times come from admin
 * saves of this process and, through the invalidation listener (listener.ts), of every other one.
 *
 * Plain JavaScript, kept in one slot of globalThis: Next bundles each route with its own copy of
 * this module and loads the cache handler and the front server outside its bundles, and every copy
 * must read and tell the same registry.
 */
const SLOT = Symbol.for('isp-site.tag-times');

/**
 * An entry stored less than this long after one of its tags expired counts as expired too: a render
 * that read the old rows just before the edit committed may store its result after the notification
 * arrived, on this or another instance whose clock differs slightly. The cost is that, for this long
 * after a save, entries of its tags are rendered again rather than kept.
 */
export const SETTLE_MS = 2_000;

/** @typedef {(tags: string[]) => void} TagsExpiredListener */

/** A set of tag expiry times and the subscribers told when one moves forward. */
export class TagTimes {
  /** @type {Map<string, number>} */
  #times = new Map();
  /** @type {Set<TagsExpiredListener>} */
  #listeners = new Set();

  /**
   * Calls `listener(tags)` whenever tags expire; returns the function that unsubscribes it.
   * @param {TagsExpiredListener} listener
   * @returns {() => void}
   */
  onTagsExpired(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Records that `tags` expired at `at` (epoch ms; an earlier time never replaces a later one) and
   * tells the subscribers of those not already past it.
   * @param {readonly string[]} tags
   * @param {number} at
   */
  record(tags, at) {
    const moved = tags.filter((tag) => !((this.#times.get(tag) ?? -Infinity) > at));
    for (const tag of moved) this.#times.set(tag, at);
    if (moved.length === 0) return;
    for (const listener of this.#listeners) {
      try {
        listener(moved);
      } catch (error) {
        console.error('a tag-expiry subscriber failed', error);
      }
    }
  }

  /**
   * When `tag` last expired (epoch ms), or undefined.
   * @param {string} tag
   * @returns {number | undefined}
   */
  expiredAt(tag) {
    return this.#times.get(tag);
  }

  /**
   * Whether an entry stored at `storedAt` (epoch ms) with these tags may hold what a later expiry replaced.
   * @param {Iterable<string>} tags
   * @param {number} storedAt
   * @returns {boolean}
   */
  expiredSince(tags, storedAt) {
    for (const tag of tags) {
      const at = this.#times.get(tag);
      if (at !== undefined && at + SETTLE_MS > storedAt) return true;
    }
    return false;
  }
}

/**
 * This process's tag times.
 * @returns {TagTimes}
 */
export function processTagTimes() {
  const slots = /** @type {{ [SLOT]?: TagTimes }} */ (globalThis);
  return (slots[SLOT] ??= new TagTimes());
}

/**
 * Subscribes `listener(tags)` to every tag expiry in this process; returns the function that unsubscribes it.
 * @param {TagsExpiredListener} listener
 * @returns {() => void}
 */
export function onTagsExpired(listener) {
  return processTagTimes().onTagsExpired(listener);
}
