// @ts-check
/**
 * Next's immutable build assets (/_next/static/…) answered from memory, in the encodings made when
 * the site was built (precompress.mjs). Next answers an asset's first request, so its headers (type,
 * immutable caching, the security headers of next.config.ts) stay Next's; that answer and the
 * build's brotli and gzip copies are then kept, and later requests never reach Next, which would
 * gzip the file again for each of them. Only assets with a precompressed copy are taken: the rest,
 * range requests and a build not yet compressed are left to Next.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PageCache } from './page-cache.mjs';
import { ENCODED_SUFFIX, isPrecompressed, listFiles, STATIC_URL_PREFIX, staticDir } from './precompress.mjs';

/** The build's precompressed assets and the answers kept for them (never purged: they never change). */
export class StaticAssets extends PageCache {
  /** @type {Map<string, string>} */
  #files;

  /**
   * `files` maps an asset's URL path (/_next/static/…) to its file; its encoded copies lie beside it.
   * @param {Map<string, string>} [files]
   */
  constructor(files = new Map()) {
    super();
    this.#files = files;
  }

  /**
   * The precompressed assets of the build in `root` (none when it has not been compressed).
   * @param {string} root
   * @returns {StaticAssets}
   */
  static fromBuild(root) {
    if (!existsSync(path.join(root, '.next', 'BUILD_ID')) || !isPrecompressed(root)) return new StaticAssets();
    const dir = staticDir(root);
    const names = new Set(listFiles(dir));
    const files = new Map();
    for (const name of names)
      if (names.has(name + ENCODED_SUFFIX.br)) files.set(STATIC_URL_PREFIX + name, path.join(dir, name));
    return new StaticAssets(files);
  }

  /**
   * The key of a request this serves (the asset's path), or undefined when Next answers it.
   * @param {{ method?: string, url?: string, headers: import('node:http').IncomingHttpHeaders }} req
   * @returns {string | undefined}
   */
  match(req) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range !== undefined) return undefined;
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    return this.#files.has(pathname) ? pathname : undefined;
  }

  /**
   * Keeps Next's answer for the asset at `key` with the build's encoded copies; returns the entry, or undefined.
   * @param {string} key
   * @param {number} status
   * @param {import('node:http').OutgoingHttpHeaders} headers
   * @param {Buffer} body
   * @returns {import('./page-cache.mjs').CachedPage | undefined}
   */
  storeAsset(key, status, headers, body) {
    const file = this.#files.get(key);
    if (!file) return undefined;
    /** @type {{ br?: Buffer, gzip?: Buffer }} */
    const encoded = {};
    for (const encoding of /** @type {const} */ (['br', 'gzip'])) {
      const suffix = ENCODED_SUFFIX[encoding];
      if (existsSync(file + suffix)) encoded[encoding] = readFileSync(file + suffix);
    }
    return this.storeImmutable(key, status, headers, body, encoded);
  }
}
