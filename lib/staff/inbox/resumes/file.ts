/** A stored résumé's file, found by its stored (random) name, never the visitor's: a private file of the database, never served publicly. */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { fileBytes, fileFacts } from '@/lib/platform/files/read';
import { removeFiles } from '@/lib/platform/files/store';

/** The bytes of a stored résumé file, or null when there is none. */
export async function readResumeFile(db: Db, storedName: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const facts = await fileFacts(db, 'resume', storedName);
  return facts && (await fileBytes(db, facts.id));
}

/** Removes stored résumé files (in the caller's transaction, so they go with their rows); ones already gone are fine. */
export async function removeResumeFiles(db: Db, storedNames: string[]): Promise<void> {
  await removeFiles(db, 'resume', storedNames);
}
