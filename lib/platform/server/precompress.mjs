// @ts-check
/**
 * Build-time compression of Next's immutable assets (.next/static): each compressible file gets a
 * brotli (quality 11) and a gzip (level 9) copy beside it, made once per build, which the front
 * server sends from memory (static-assets.mjs). Next itself gzips every asset request again at
 * its default level; brotli 11 makes a public page's scripts noticeably smaller than that gzip
 * (docs/performance.md), bytes a visitor on a slow connection waits for, and the server spends
 * nothing per request. Quality 11 is too slow to run per request, so it runs here once.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
// Written last, with the build's ID: a build without it (a bare `next build`) is not yet compressed.
const MARK = '.precompressed';

/** The suffix of each precompressed copy, by its Content-Encoding. */
export const ENCODED_SUFFIX = Object.freeze({ br: '.br', gzip: '.gz' });

/** The URL path under which Next serves the files of staticDir(). */
export const STATIC_URL_PREFIX = '/_next/static/';

/**
 * Where Next keeps the immutable assets of the build in `root`.
 * @param {string} root
 * @returns {string}
 */
export function staticDir(root) {
  return path.join(root, '.next', 'static');
}

/**
 * Every file under `dir`, as paths relative to it.
 * @param {string} dir
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/** @param {string} root */
const buildId = (root) => readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();

/**
 * Whether the build in `root` already has its precompressed copies.
 * @param {string} root
 * @returns {boolean}
 */
export function isPrecompressed(root) {
  const mark = path.join(staticDir(root), MARK);
  return existsSync(mark) && readFileSync(mark, 'utf8') === buildId(root);
}

/**
 * Writes the smaller encoded copies of `file`; answers its size and its brotli size.
 * @param {string} file
 * @returns {Promise<{ raw: number, br: number }>}
 */
async function compressFile(file) {
  const body = await readFile(file);
  const encoded = {
    br: await brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: await gzipAsync(body, { level: 9 }),
  };
  // A copy that does not shrink the file (tiny or already compressed) is not worth a header.
  const kept = /** @type {const} */ (['br', 'gzip']).filter((encoding) => encoded[encoding].length < body.length);
  await Promise.all(kept.map((encoding) => writeFile(file + ENCODED_SUFFIX[encoding], encoded[encoding])));
  return { raw: body.length, br: encoded.br.length };
}

/**
 * Writes the brotli and gzip copies of every compressible asset of the build in `root`; resolves with totals.
 * @param {string} root
 * @returns {Promise<{ files: number, raw: number, br: number }>}
 */
export async function precompressStatic(root) {
  const dir = staticDir(root);
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file));
  const totals = { files: files.length, raw: 0, br: 0 };
  // zlib's async calls run on libuv's pool (4 threads): a few files at a time keep it busy.
  for (let i = 0; i < files.length; i += 4) {
    for (const size of await Promise.all(files.slice(i, i + 4).map((file) => compressFile(path.join(dir, file))))) {
      totals.raw += size.raw;
      totals.br += size.br;
    }
  }
  writeFileSync(path.join(dir, MARK), buildId(root));
  return totals;
}
