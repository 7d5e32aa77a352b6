/**
 * A fresh embedded database starts as a copy of the build's schema template (lib/platform/db/template.mjs)
 * rather than by PGlite's initdb in this process. The copy is made in a staging folder next to the
 * database folder and renamed into place, so a process that dies mid-copy leaves no half database
 * for the next start to open; the next start removes the staging folder it left.
 * Callers hold the data directory lock (lib/platform/db/data-dir-lock.ts), so no one else copies meanwhile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { usableTemplate } from './template.mjs';

const STAGING = '.from-template-';

function holdsNoDatabase(dbDir: string): boolean {
  // PGlite creates the folder before initdb, so an empty one is left by a start that failed early
  return !fs.existsSync(dbDir) || fs.readdirSync(dbDir).length === 0;
}

/** Removes staging folders of copies into `dbDir` that never finished. */
function removeUnfinishedCopies(dbDir: string): void {
  const prefix = path.basename(dbDir) + STAGING;
  for (const name of fs.readdirSync(path.dirname(dbDir))) {
    if (name.startsWith(prefix)) fs.rmSync(path.join(path.dirname(dbDir), name), { recursive: true, force: true });
  }
}

/** Copies the template in `templateDir` to `dbDir` when `dbDir` holds no database yet and the template is usable; returns whether it did. */
export function startFromTemplate(dbDir: string, templateDir: string | null): boolean {
  removeUnfinishedCopies(dbDir);
  const source = templateDir && holdsNoDatabase(dbDir) ? usableTemplate(templateDir) : null;
  if (!source) return false;
  const staging = `${dbDir}${STAGING}${process.pid}`;
  try {
    fs.cpSync(source, staging, { recursive: true });
    if (fs.existsSync(dbDir)) fs.rmdirSync(dbDir); // empty, as checked above; never removes a database
    fs.renameSync(staging, dbDir);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}
