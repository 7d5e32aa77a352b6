/** The cache tag of the library's alt texts, which the public pages read next to their own sections. */
import 'server-only';
import { revalidateTag } from 'next/cache';
import type { Db } from '@/lib/platform/db/client';
import { expireTags, type PendingExpiry } from '@/lib/platform/invalidation/expire';

/** The tag of every cached read of the library. */
export const MEDIA_TAG = 'media';

/** Expires the library's cached reads with the change in `tx`; `applied()` after the commit, as expireSections. */
export async function expireMedia(tx: Db): Promise<PendingExpiry> {
  const pending = await expireTags(tx, [MEDIA_TAG]);
  return {
    async applied() {
      await pending.applied();
      revalidateTag(MEDIA_TAG, { expire: 0 });
    },
  };
}
