/**
 * Saving and deleting one item of a content section: the change, its version, its audit entry and the
 * expiry of the section's cache tag in one transaction; the save answers once this instance shows the
 * change (every instance is notified with the commit: lib/platform/invalidation).
 */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { fail } from '@/lib/platform/errors/domain-error';
import { expireSections } from '@/lib/content/site/cache';
import type { Staff } from '@/lib/staff/auth/session';
import type { ContentSection, SaveInput } from '@/lib/content/sections';
import { STORES } from '@/lib/content/sections/storage';
import type { AdminItem } from '@/lib/content/sections/shared/numeric-store';
import { writeAudit } from './audit';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';
import { claimNextVersion, sectionVersions, startVersions, type BasedOn } from './versions/claim';
import { outdatedVersionError } from './versions/conflict';
import { forgetVersions, keepOriginal, recordVersion } from './versions/history';

/** An item as the admin lists and saves it: with its section and current version. */
export type VersionedItem = AdminItem<unknown> & { section: ContentSection; version: number };

/** Runs a write, answering a database constraint as the envelope the editor understands. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('conflict');
    if (isForeignKeyViolation(error)) throw fail('validation', [{ path: 'data', key: 'unknownReference' }]);
    throw error;
  }
}

/** Lists a section's items in the shape POST save accepts, each with its current version. */
export async function listItems(db: Db, section: ContentSection): Promise<VersionedItem[]> {
  const [items, versions] = await Promise.all([STORES[section].list(db), sectionVersions(db, section)]);
  return items.map((item) => ({ section, id: item.id, version: versions.get(String(item.id)) ?? 1, data: item.data }));
}

/**
 * Creates (no id) or updates (id) one item; answers it as stored with its new version. An update is
 * based on `version` (409 `edit_conflict` when another save came first); without one (the building
 * update, which merges into what is stored) it follows whatever is current.
 */
export async function saveItem(db: Db, staff: Staff, input: SaveInput): Promise<VersionedItem> {
  const store = STORES[input.section];
  const data = input.data as never;
  const { section } = input;
  const saver = { by: staff.email, at: new Date() };
  const { saved, expiry } = await guarded(() =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      let id: number | string;
      let version: number;
      let before: unknown = null;
      if (input.id === undefined) {
        id = await store.insert(tx, data);
        version = 1;
        await startVersions(tx, section, id, saver);
      } else {
        id = input.id;
        before = await store.get(tx, id);
        if (before === null && section !== 'sc') throw fail('not_found');
        const basedOn: BasedOn = input.version ?? 'latest';
        const claimed = await claimNextVersion(tx, section, id, basedOn, saver);
        if (claimed === null) throw await outdatedVersionError(tx, section, id, basedOn as number);
        version = claimed;
        if (!(await store.update(tx, id, data))) throw fail('not_found');
        if (version === 2) await keepOriginal(tx, section, id, before);
      }
      const after = await store.get(tx, id);
      const action = before === null ? 'create' : 'update';
      await recordVersion(tx, { section, itemId: id, version, data: after, action }, saver);
      await writeAudit(tx, staff, { section, itemId: id, action, before, after });
      return { saved: { section, id, version, data: after }, expiry: await expireSections(tx, section) };
    }),
  );
  await expiry.applied();
  return saved;
}

/** Deletes one item and its kept versions; not_found when there is none. */
export async function deleteItem(db: Db, staff: Staff, section: ContentSection, id: string): Promise<void> {
  const store = STORES[section];
  const expiry = await guarded(() =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const before = await store.get(tx, id);
      if (before === null || !(await store.remove(tx, id))) throw fail('not_found');
      // the versions are keyed by the id as saves write it: '07' is item 7
      await forgetVersions(tx, section, /^\d+$/.test(id) ? String(Number(id)) : id);
      await writeAudit(tx, staff, { section, itemId: id, action: 'delete', before, after: null });
      return expireSections(tx, section);
    }),
  );
  await expiry.applied();
}
