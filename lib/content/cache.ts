/**
 * Public reads are cached across requests and tagged with their admin section code, so a save
 * in section X expires tag X and the next request reads the edit.
 */
import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { Section } from '@/lib/auth/rights';

/** Caches an async read under `key`, tagged with the sections it reads. */
export function cachedRead<A extends unknown[], R>(key: string, sections: Section[], read: (...args: A) => Promise<R>) {
  return unstable_cache(read, [key], { tags: sections });
}

/** Expires every cached read (and cached page) of the given sections at once. */
export function expireSections(...sections: Section[]): void {
  for (const section of sections) revalidateTag(section, { expire: 0 });
}
