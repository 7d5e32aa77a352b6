/** Restoring an item to a kept version: a new version whose data is that version's, audited as a restore. */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { fail } from '@/lib/platform/errors/domain-error';
import { expireSections } from '@/lib/content/site/cache';
import type { Staff } from '@/lib/staff/auth/session';
import { saveSchema, type ContentSection } from '@/lib/content/sections';
import { STORES } from '@/lib/content/sections/storage';
import { writeAudit } from './audit';
import { guarded, type VersionedItem } from './section-items';
import { claimNextVersion } from './versions/claim';
import { keepOriginal, recordVersion, versionData } from './versions/history';

/** Makes version `version` of an item current again as its next version; answers the item as stored. */
export async function restoreItem(
  db: Db,
  staff: Staff,
  section: ContentSection,
  id: number | string,
  version: number,
): Promise<VersionedItem> {
  const store = STORES[section];
  const saver = { by: staff.email, at: new Date() };
  const { saved, expiry } = await guarded(() =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const before = await store.get(tx, id);
      if (before === null) throw fail('not_found');
      const kept = await versionData(tx, section, id, version);
      if (kept === undefined) throw fail('validation', [{ path: 'version', key: 'unknownVersion' }]);
      // A version kept before the section's rules changed may no longer pass them: it is refused, not written.
      const checked = saveSchema.safeParse({ section, id, data: kept });
      if (!checked.success) throw fail('validation', [{ path: 'version', key: 'shapeMismatch' }]);
      const next = (await claimNextVersion(tx, section, id, 'latest', saver))!;
      if (!(await store.update(tx, id, checked.data.data as never))) throw fail('not_found');
      if (next === 2) await keepOriginal(tx, section, id, before);
      const after = await store.get(tx, id);
      await recordVersion(
        tx,
        { section, itemId: id, version: next, data: after, action: 'restore', restoredFrom: version },
        saver,
      );
      await writeAudit(tx, staff, { section, itemId: id, action: 'restore', before, after });
      return { saved: { section, id, version: next, data: after }, expiry: await expireSections(tx, section) };
    }),
  );
  await expiry.applied();
  return saved;
}
