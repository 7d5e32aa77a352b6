/** Reading stored files: the facts first (enough to answer a revalidation), the bytes only when they are sent. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { FileKind } from './store';
import { storedFiles } from './table';

/** A stored file's facts, without its bytes. */
export type FileFacts = { id: number; name: string; contentType: string; size: number; sha256: string };

/** The facts of the file `name` of `kind`, or null. */
export async function fileFacts(db: Db, kind: FileKind, name: string): Promise<FileFacts | null> {
  const [row] = await db
    .select({
      id: storedFiles.id,
      name: storedFiles.name,
      contentType: storedFiles.contentType,
      size: storedFiles.size,
      sha256: storedFiles.sha256,
    })
    .from(storedFiles)
    .where(and(eq(storedFiles.kind, kind), eq(storedFiles.name, name)));
  return row ?? null;
}

/** The bytes of the stored file `id`, or null when it went meanwhile. */
export async function fileBytes(db: Db, id: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, id));
  if (!row) return null;
  // A copy of its own: a pooled Buffer may be a view into a larger allocation.
  return new Uint8Array(row.data);
}
