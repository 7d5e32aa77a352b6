// @ts-check
/**
 * Next keeps rendered pages and cached reads under .next across restarts. The data may have changed
 * while the server was down (a new data directory, a restore, the admin CLI), so every start begins
 * with an empty page cache; the first request of each page renders it again.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Empties Next's on-disk page and data cache of the build in `root`.
 * @param {string} root
 */
export function clearPageCache(root) {
  for (const dir of [
    ['.next', 'server', 'route-cache'],
    ['.next', 'cache', 'fetch-cache'],
  ])
    rmSync(path.join(root, ...dir), { recursive: true, force: true });
}
