/**
 * The built site of this worktree under another folder, with Next's page and data caches of its own.
 * A spec's own server on the shared build would read pages the shared e2e server cached (and write
 * its own for that server to read): a server with other settings must not share them.
 */
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

// Left out: the caches (lib/ops/cli/page-cache.mjs), the data and what the copy never reads.
const SKIP = new Set(['data', '.git', 'test-results', '.next/server/route-cache', '.next/cache/fetch-cache']);
// Real folders, so that the caches inside them are the copy's own.
const OWN = new Set(['.next', '.next/server', '.next/cache']);

/** Mirrors `from` into `to` by symlinks, making real folders of the cache folders and their parents and leaving the caches out. */
function mirror(from: string, to: string, relative: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    const rel = relative ? `${relative}/${entry}` : entry;
    if (SKIP.has(rel)) continue;
    if (OWN.has(rel)) mirror(path.join(from, entry), path.join(to, entry), rel);
    else symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/** Makes `dir` (emptied first) a copy of the project that shares everything but the page and data caches and the data folder. */
export function ownCacheCopy(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mirror(process.cwd(), dir, '');
  return dir;
}
