/** Changing an image's alt texts: audited, and the pages that show it without an alt of their own read the new text. */
import 'server-only';
import { eq } from 'drizzle-orm';
import { fail } from '@/lib/platform/errors/domain-error';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import { expireMedia } from './expire';
import { MEDIA } from './rights';
import type { MediaAltBody } from './schemas';
import { mediaFiles } from './table';

/** Stores the alt texts of the entry `path` (not_found when there is none); answers them. */
export async function updateMediaAlt(db: Db, staff: Staff, input: MediaAltBody): Promise<MediaAltBody> {
  const expiry = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const [before] = await tx.select().from(mediaFiles).where(eq(mediaFiles.path, input.path)).for('update');
    if (!before) throw fail('not_found');
    await tx
      .update(mediaFiles)
      .set({ altRus: input.alt.rus, altUzb: input.alt.uzb })
      .where(eq(mediaFiles.path, input.path));
    await writeAudit(tx, staff, {
      section: MEDIA,
      itemId: input.path,
      action: 'update',
      before: { alt: { rus: before.altRus, uzb: before.altUzb } },
      after: { alt: input.alt },
    });
    return expireMedia(tx);
  });
  await expiry.applied();
  return input;
}
