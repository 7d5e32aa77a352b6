// @ts-check
/**
 * The shared folder of build assets that nginx serves `/_next/static/` from during and after a rolling
 * deploy (docs/scaling.md): each build adds its files (and their precompressed copies) before any
 * instance runs it, and the files of the last few builds stay, so a page rendered by an instance still
 * on an older build, or open in a browser since, finds every script and stylesheet it names.
 * Asset names carry a hash of their content, so two builds never write different bytes under one name.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { listFiles, staticDir } from './precompress.mjs';

const BUILDS = 'builds';
const ASSETS = path.join('_next', 'static');

/** @typedef {{ id: string, publishedAt: number, files: string[] }} PublishedBuild */

/**
 * Copies the assets of the build in `root` into `shared` and records the build's file list; answers the build id and counts.
 * @param {string} root
 * @param {string} shared
 * @returns {{ id: string, files: number, copied: number }}
 */
export function publishBuildAssets(root, shared) {
  const id = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  const from = staticDir(root);
  const files = listFiles(from).filter((/** @type {string} */ file) => !file.startsWith('.'));
  let copied = 0;
  for (const file of files) {
    const target = path.join(shared, ASSETS, file);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(from, file), target);
    copied += 1;
  }
  // Written after the files: a build is listed only once all its assets are in place.
  // Strictly after every build already there, even within one millisecond: the order decides what is pruned.
  const others = publishedBuilds(shared).filter((build) => build.id !== id);
  const publishedAt = Math.max(Date.now(), ...others.map((build) => build.publishedAt + 1));
  mkdirSync(path.join(shared, BUILDS), { recursive: true });
  writeFileSync(path.join(shared, BUILDS, `${id}.json`), JSON.stringify({ id, publishedAt, files }));
  return { id, files: files.length, copied };
}

/**
 * The builds recorded in `shared`, newest first.
 * @param {string} shared
 * @returns {PublishedBuild[]}
 */
export function publishedBuilds(shared) {
  const dir = path.join(shared, BUILDS);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => /** @type {PublishedBuild} */ (JSON.parse(readFileSync(path.join(dir, name), 'utf8'))))
    .sort((a, b) => b.publishedAt - a.publishedAt);
}

/**
 * Deletes the assets no longer named by the newest `keep` builds, and those builds' records; answers the files deleted.
 * @param {string} shared
 * @param {number} keep
 * @returns {number}
 */
export function pruneBuildAssets(shared, keep) {
  const builds = publishedBuilds(shared);
  const kept = new Set(builds.slice(0, keep).flatMap((build) => build.files));
  let deleted = 0;
  for (const file of listFiles(path.join(shared, ASSETS))) {
    if (kept.has(file)) continue;
    rmSync(path.join(shared, ASSETS, file));
    deleted += 1;
  }
  for (const build of builds.slice(keep)) rmSync(path.join(shared, BUILDS, `${build.id}.json`));
  removeEmptyFolders(path.join(shared, ASSETS));
  return deleted;
}

/** @param {string} dir */
function removeEmptyFolders(dir) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return;
  for (const entry of readdirSync(dir)) removeEmptyFolders(path.join(dir, entry));
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}
