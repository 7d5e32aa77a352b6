// @ts-check
/**
 * The schema template: an embedded database (PGlite data directory) with initdb done, every
 * migration applied and the demo content seeded (no accounts, no visitors' rows), made by the last step of `npm run build`
 * (lib/ops/cli/db-template.ts). It lives under .next because it belongs to the build, and is tied to the
 * PGlite version that made it. A fresh data directory starts as a copy of it (lib/platform/db/fresh-data-dir.ts)
 * instead of running initdb inside the server, which is slow and grows the server's WASM memory
 * for good (docs/performance.md, "Memory"). Plain JavaScript so that `npm start` (lib/ops/cli/start.mjs) can check it too.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PGLITE = '@electric-sql/pglite';
const MANIFEST = 'template.json';

/** Where the build in `root` keeps its schema template: a data directory (`pg/`) and its manifest. */
export function schemaTemplateDir(root = process.cwd()) {
  return path.join(root, '.next', 'db-template');
}

/**
 * The version of the PGlite package the project in `root` loads; a data directory is only sure to open with the version that wrote it.
 * @returns {string}
 */
export function installedPgliteVersion(root = process.cwd()) {
  // the package's exports hide its package.json, so walk up from its entry point
  let dir = path.dirname(createRequire(path.join(root, 'package.json')).resolve(PGLITE));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === PGLITE) return pkg.version;
    }
    if (path.dirname(dir) === dir) throw new Error(`cannot find the package.json of ${PGLITE}`);
    dir = path.dirname(dir);
  }
}

/**
 * Records in the template folder `dir` which PGlite made it.
 * @param {string} dir
 * @param {string} [root]
 */
export function writeTemplateManifest(dir, root = process.cwd()) {
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify({ pglite: installedPgliteVersion(root) })}\n`);
}

/**
 * The template's database folder when the template in `dir` is complete and made by the installed PGlite; otherwise null.
 * @param {string} dir
 * @param {string} [root]
 * @returns {string | null}
 */
export function usableTemplate(dir, root = process.cwd()) {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    return null;
  }
  const database = path.join(dir, 'pg');
  if (manifest?.pglite !== installedPgliteVersion(root) || !fs.existsSync(path.join(database, 'PG_VERSION')))
    return null;
  return database;
}
