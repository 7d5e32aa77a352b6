/** What a save based on an outdated version is answered: who saved the newer version and when. */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { fail, type DomainError } from '@/lib/platform/errors/domain-error';
import { currentHead } from './claim';

/**
 * The error for a save whose version was not current: 409 `edit_conflict` naming the newer version's
 * author and time (`at` ISO, shown in Tashkent time), or 400 when the version sent was never reached.
 */
export async function outdatedVersionError(
  db: Db,
  section: string,
  itemId: string | number,
  basedOn: number,
): Promise<DomainError> {
  const head = await currentHead(db, section, itemId);
  if (head.version < basedOn || head.savedAt === null)
    return fail('validation', [{ path: 'version', key: 'unknownVersion' }]);
  return fail('edit_conflict', [], {
    by: head.savedBy ?? '',
    at: head.savedAt.toISOString(),
    version: String(head.version),
  });
}
