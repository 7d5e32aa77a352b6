/**
 * Reads shared by the public content API within this process: every call gets the same value (the
 * same object) until an admin save in one of its sections (on any instance), or a minute passes. A call then costs no
 * cache lookup and no parse, and its JSON can be serialised once (okShared in lib/http/api/envelope.ts).
 * Pages must not use these: a page render calls the tagged cached reads, so Next links the page
 * to their tags and an admin save expires it.
 */
import 'server-only';
import { onTagsExpired } from '@/lib/platform/invalidation/tag-times.mjs';
import type { Section } from '@/lib/content/sections';

// A safety net only: saves forget entries at once; this bounds staleness from writes made elsewhere.
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
// On globalThis: every route handler's bundle has its own copy of this module, and they share one set of reads.
const KEY = Symbol.for('isp-site.shared-reads');

type Entry = { value: Promise<unknown>; sections: readonly Section[]; expires: number };

// On globalThis: Next bundles each route separately, and a save in one must reach all of them.
// Expired tags (a save here or on another instance) are forgotten through the one invalidation hook.
function entries(): Map<string, Entry> {
  const holder = globalThis as { [KEY]?: Map<string, Entry> };
  if (!holder[KEY]) {
    holder[KEY] = new Map();
    onTagsExpired((tags) => forgetSharedReads(tags as Section[]));
  }
  return holder[KEY];
}

/** Wraps `read` so that calls with the same arguments share one value until its sections change. */
export function sharedRead<A extends unknown[], R>(
  key: string,
  sections: readonly Section[],
  read: (...args: A) => Promise<R>,
) {
  return (...args: A): Promise<R> => {
    const map = entries();
    const id = `${key}:${JSON.stringify(args)}`;
    const now = Date.now();
    const hit = map.get(id);
    if (hit && hit.expires > now) return hit.value as Promise<R>;
    const value = read(...args);
    map.set(id, { value, sections, expires: now + TTL_MS });
    value.catch(() => {
      if (map.get(id)?.value === value) map.delete(id); // a failed read is retried by the next call
    });
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
    return value;
  };
}

/** Forgets every shared value that reads one of `sections` (all of them when none is given). */
export function forgetSharedReads(sections?: readonly Section[]): void {
  const map = entries();
  for (const [id, entry] of map) if (!sections || entry.sections.some((s) => sections.includes(s))) map.delete(id);
}
