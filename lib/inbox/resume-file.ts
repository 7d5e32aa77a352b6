/** Where a stored résumé's file is, by its stored (random) name, never the visitor's. */
import 'server-only';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { resumeDir } from '@/lib/uploads/upload-dir';

/** The absolute path of a stored résumé file; the stored name is ours, but a path in it is refused anyway. */
export function resumeFilePath(storedName: string): string {
  if (storedName !== path.basename(storedName) || storedName.startsWith('.')) throw new Error('bad stored name');
  return path.join(resumeDir(), storedName);
}

/** Removes a stored résumé file; one already gone is fine. */
export async function removeResumeFile(storedName: string): Promise<void> {
  try {
    await unlink(resumeFilePath(storedName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
