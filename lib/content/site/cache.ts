/**
 * Public reads are cached across requests and tagged with their admin section code, so a save
 * in section X expires tag X, on every instance (lib/platform/invalidation), and the next request reads the edit.
 */
import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import type { Db } from '@/lib/platform/db/client';
import { expireTags, type PendingExpiry } from '@/lib/platform/invalidation/expire';
import type { Section } from '@/lib/content/sections';
import { sharedRead } from './shared-read';

/**
 * Caches an async read under `key`, tagged with the sections it reads; `.shared` is the same read
 * for the content API, shared between requests in this process (shared-read.ts).
 */
export function cachedRead<A extends unknown[], R>(key: string, sections: Section[], read: (...args: A) => Promise<R>) {
  const cached = unstable_cache(read, [key], { tags: sections });
  return Object.assign(cached, { shared: sharedRead(key, sections, cached) });
}

/**
 * Expires every cached read and cached page of the given sections, with the edit in `tx`: the expiry
 * commits (and every instance is notified) with it. Call `applied()` on the answer after the commit
 * and before answering the save: it resolves once this instance serves the edit (its own notification
 * came back, or the wait timed out and the tags were expired here directly).
 */
export async function expireSections(tx: Db, ...sections: Section[]): Promise<PendingExpiry> {
  const pending = await expireTags(tx, sections);
  return {
    async applied() {
      await pending.applied();
      // Next's own record of the request's expired tags, so nothing later in it reads an old copy.
      for (const section of sections) revalidateTag(section, { expire: 0 });
    },
  };
}
