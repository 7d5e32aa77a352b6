#!/usr/bin/env node
// @ts-check
/**
 * `npm run static:publish -- <shared folder> [--keep N]`: the first step of a rolling deploy
 * (docs/scaling.md): adds the assets of the build in this folder to the shared folder nginx serves
 * `/_next/static/` from, then deletes the assets only builds older than the newest N (default 3) used.
 * Run it on the nginx host (or on the shared volume) before the first instance starts the new build.
 */
import path from 'node:path';
import { publishBuildAssets, pruneBuildAssets } from '../../platform/server/shared-static.mjs';

const [shared, flag, value] = process.argv.slice(2);
const keep = flag === '--keep' ? Number(value) : 3;
if (!shared || !Number.isInteger(keep) || keep < 2) {
  console.error('usage: npm run static:publish -- <shared folder> [--keep N (at least 2)]');
  process.exit(2);
}
const published = publishBuildAssets(process.cwd(), path.resolve(shared));
const deleted = pruneBuildAssets(path.resolve(shared), keep);
console.log(
  `Build ${published.id}: ${published.files} assets in ${shared} (${published.copied} new); ${deleted} files of builds older than the last ${keep} deleted.`,
);
