/**
 * Saving and deleting one item of a content section: the change, its audit entry and the expiry of
 * the section's cache tag in one transaction; the save answers once this instance shows the change
 * (every instance is notified with the commit: lib/invalidation).
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { apiError } from '@/lib/api/errors';
import { expireSections } from '@/lib/content/cache';
import type { Staff } from '@/lib/auth/session';
import type { ContentSection, SaveInput } from '@/lib/sections';
import { STORES } from '@/lib/sections/storage';
import type { AdminItem } from '@/lib/sections/shared/numeric-store';
import { writeAudit } from './audit';
import { isForeignKeyViolation, isUniqueViolation } from './db-errors';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw apiError('conflict');
    if (isForeignKeyViolation(error)) throw apiError('validation', [{ path: 'data', key: 'unknownReference' }]);
    throw error;
  }
}

/** Lists a section's items in the shape POST save accepts. */
export async function listItems(
  db: Db,
  section: ContentSection,
): Promise<(AdminItem<unknown> & { section: ContentSection })[]> {
  return (await STORES[section].list(db)).map((item) => ({ section, ...item }));
}

/** Creates (no id) or updates (id) one item; answers it as stored. */
export async function saveItem(
  db: Db,
  staff: Staff,
  input: SaveInput,
): Promise<AdminItem<unknown> & { section: ContentSection }> {
  const store = STORES[input.section];
  const data = input.data as never;
  const { saved, expiry } = await guarded(() =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const before = input.id !== undefined ? await store.get(tx, input.id) : null;
      if (input.id !== undefined && before === null && input.section !== 'sc') throw apiError('not_found');
      const id = input.id !== undefined ? input.id : await store.insert(tx, data);
      if (input.id !== undefined && !(await store.update(tx, id, data))) throw apiError('not_found');
      const after = await store.get(tx, id);
      await writeAudit(tx, staff, {
        section: input.section,
        itemId: id,
        action: before === null ? 'create' : 'update',
        before,
        after,
      });
      return { saved: { section: input.section, id, data: after }, expiry: await expireSections(tx, input.section) };
    }),
  );
  await expiry.applied();
  return saved;
}

/** Deletes one item; not_found when there is none. */
export async function deleteItem(db: Db, staff: Staff, section: ContentSection, id: string): Promise<void> {
  const store = STORES[section];
  const expiry = await guarded(() =>
    db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const before = await store.get(tx, id);
      if (before === null || !(await store.remove(tx, id))) throw apiError('not_found');
      await writeAudit(tx, staff, { section, itemId: id, action: 'delete', before, after: null });
      return expireSections(tx, section);
    }),
  );
  await expiry.applied();
}
