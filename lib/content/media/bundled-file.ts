/** Where a bundled picture (`/images/…`, shipped in `public/`) is on disk. */
import path from 'node:path';

/** The file of the bundled picture at `sitePath` under `publicDir`, or null for a path that leads out of it. */
export function bundledFile(publicDir: string, sitePath: string): string | null {
  const file = path.resolve(/*turbopackIgnore: true*/ publicDir, `.${sitePath}`);
  return sitePath.startsWith('/') && file.startsWith(publicDir + path.sep) ? file : null;
}
