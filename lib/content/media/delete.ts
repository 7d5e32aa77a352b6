/**
 * Deleting an image from the library: refused while an item shows it (409 naming the items), else
 * the entry goes with its stored file (a bundled picture stays in the build, out of the library).
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { fail } from '@/lib/platform/errors/domain-error';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import { removeFiles } from '@/lib/platform/files/store';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import { expireMedia } from './expire';
import { MEDIA } from './rights';
import { mediaFiles } from './table';
import { mediaUses, type MediaUse } from './uses';

const UPLOADS = '/uploads/images/';

/** The items that show an image, as the admin reads them: section, number and title. */
export function describeUses(uses: MediaUse[], lang: Lang): string {
  const sections = translator(lang, 'AdminSections');
  const t = translator(lang, 'AdminMedia');
  return uses
    .map((use) => {
      const values = { section: sections(use.section), id: String(use.id) };
      const title = use.title?.[lang];
      return title ? t('useLabel', { ...values, title }) : t('useLabelNoTitle', values);
    })
    .join(', ');
}

/** Removes an entry and, for an upload, its stored file, in `tx`; answers the row removed. */
export async function removeMediaEntry(tx: Db, path: string) {
  const [row] = await tx.delete(mediaFiles).where(eq(mediaFiles.path, path)).returning();
  if (row && path.startsWith(UPLOADS)) await removeFiles(tx, 'image', [path.slice(UPLOADS.length)]);
  return row ?? null;
}

/** Deletes the entry `path` unless an item shows it (409 `media_in_use` naming the items); audited. */
export async function deleteMedia(db: Db, staff: Staff, path: string, lang: Lang): Promise<void> {
  const expiry = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const uses = (await mediaUses(tx)).get(path) ?? [];
    if (uses.length > 0) throw fail('media_in_use', [], { uses: describeUses(uses, lang) });
    const row = await removeMediaEntry(tx, path);
    if (!row) throw fail('not_found');
    await writeAudit(tx, staff, { section: MEDIA, itemId: path, action: 'delete', before: row, after: null });
    return expireMedia(tx);
  });
  await expiry.applied();
}
