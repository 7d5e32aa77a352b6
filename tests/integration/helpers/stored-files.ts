/** What the database holds of uploaded files, for tests that check a file was (or was not) stored or removed. */
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { FileKind } from '@/lib/platform/files/store';
import { storedFiles } from '@/lib/platform/files/table';

/** Whether the database holds the file `name` of `kind`. */
export async function hasStoredFile(db: Db, kind: FileKind, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.kind, kind), eq(storedFiles.name, name)));
  return rows.length > 0;
}

/** How many files of `kind` the database holds. */
export async function storedFileCount(db: Db, kind: FileKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.kind, kind));
  return row?.n ?? 0;
}
