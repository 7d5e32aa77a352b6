/**
 * The move-in of files from before they were kept in the database: every file under the upload
 * folder's images/, tenders/ and resumes/ that the database does not hold yet is stored under the
 * same name (its path below the folder), so the URLs and résumé rows that name it keep working.
 * The folder itself is left as it was; the operator removes it once satisfied (docs/operations.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { putFile, type FileKind } from './store';
import { storedFiles } from './table';

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCUMENTS = { '.pdf': 'application/pdf', '.doc': 'application/msword', '.docx': WORD };

// The folders and file types the site wrote; anything else there was never served and is not taken.
const FOLDERS: { folder: string; kind: FileKind; types: Record<string, string> }[] = [
  {
    folder: 'images',
    kind: 'image',
    types: { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' },
  },
  {
    folder: 'tenders',
    kind: 'tender',
    types: { ...DOCUMENTS, '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  },
  { folder: 'resumes', kind: 'resume', types: DOCUMENTS },
];

/** The files below `dir`, as paths relative to it with '/' separators (none when it does not exist). */
async function filesBelow(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Stores the files of the upload folder `root` the database lacks; answers how many were taken in. */
export async function importUploadFolder(db: Db, root: string): Promise<number> {
  let imported = 0;
  for (const { folder, kind, types } of FOLDERS) {
    // The operator's folder, read at start only: not a file of the build to trace.
    const names = await filesBelow(path.join(/*turbopackIgnore: true*/ root, folder));
    if (names.length === 0) continue;
    const rows = await db.select({ name: storedFiles.name }).from(storedFiles).where(eq(storedFiles.kind, kind));
    const held = new Set(rows.map((row) => row.name));
    for (const name of names) {
      const contentType = types[path.extname(name).toLowerCase() as keyof typeof types];
      if (!contentType || held.has(name)) continue;
      const bytes = await fs.readFile(path.join(/*turbopackIgnore: true*/ root, folder, ...name.split('/')));
      if (await putFile(db, { kind, name, contentType, bytes })) imported += 1;
    }
  }
  return imported;
}
