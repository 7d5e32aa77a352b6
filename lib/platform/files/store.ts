/** Writing and removing stored files: the bytes with their type, size and SHA-256 (the ETag they are served with). */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { storedFiles } from './table';

/** What a stored file is: an admin image, a tender document or a visitor's résumé. */
export type FileKind = (typeof storedFiles.kind.enumValues)[number];

/** A file to store under its (random) stored name. */
export type NewFile = { kind: FileKind; name: string; contentType: string; bytes: Uint8Array };

/** The hex SHA-256 of some bytes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores a file; one already stored under the same kind and name is kept (answers false then). */
export async function putFile(db: Db, file: NewFile): Promise<boolean> {
  const rows = await db
    .insert(storedFiles)
    .values({
      kind: file.kind,
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.byteLength,
      sha256: sha256Hex(file.bytes),
      data: file.bytes,
    })
    .onConflictDoNothing()
    .returning({ id: storedFiles.id });
  return rows.length > 0;
}

/** Removes stored files of one kind by name; names already gone are fine. */
export async function removeFiles(db: Db, kind: FileKind, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.delete(storedFiles).where(and(eq(storedFiles.kind, kind), inArray(storedFiles.name, names)));
}
