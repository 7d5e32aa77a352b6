/**
 * Public reads are cached across requests and tagged with their admin section code, so a save
 * in section X expires tag X and the next request reads the edit.
 */
import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { Section } from '@/lib/sections';
import { forgetSharedReads, sharedRead } from './shared-read';

/**
 * Caches an async read under `key`, tagged with the sections it reads; `.shared` is the same read
 * for the content API, shared between requests in this process (shared-read.ts).
 */
export function cachedRead<A extends unknown[], R>(key: string, sections: Section[], read: (...args: A) => Promise<R>) {
  const cached = unstable_cache(read, [key], { tags: sections });
  return Object.assign(cached, { shared: sharedRead(key, sections, cached) });
}

type PageCacheHolder = { [key: symbol]: { purge(): void } | undefined };

/** Expires every cached read (and cached page) of the given sections at once. */
export function expireSections(...sections: Section[]): void {
  for (const section of sections) revalidateTag(section, { expire: 0 });
  forgetSharedReads(sections);
  // The front page cache of lib/server/page-cache.mjs, when this process serves pages through it.
  (globalThis as PageCacheHolder)[Symbol.for('isp-site.page-cache')]?.purge();
}
