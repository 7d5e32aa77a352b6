// @ts-check
/**
 * The build's stylesheet written into each public page's `<head>` instead of linked from it. A
 * linked stylesheet holds the first paint for one more round trip after the HTML arrives, which on
 * a slow mobile connection (`npm run audit -- --throttling devtools`) was most of our pages' LCP gap
 * to the bare Next page (figures in docs/performance.md).
 *
 * The `<link>` stays in the page with `disabled`, so the browser neither fetches nor applies it,
 * while React, which hydrates the stylesheet as a resource it finds by that link's href, sees it in
 * place and inserts no second copy, on hydration or on client navigations. Client navigations
 * carry no stylesheet (the RSC payload names it by href only), so the inline copy is paid once
 * per full page load, and costs less transfer time than the round trip it saves (its size, and what
 * it costs `npm run bench` on loopback, are in docs/performance.md).
 *
 * A stylesheet is inlined only when it is safe to move: under the build's assets folder, small,
 * with no `url()` that is relative to its own location and nothing that could close the element.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { STATIC_URL_PREFIX, staticDir } from './precompress.mjs';

const MAX_INLINE_BYTES = 64 * 1024;
const HEAD_END = Buffer.from('</head>');
const LINK = /<link\b([^>]*?)\/?>/gi;
/**
 * @param {string} attributes
 * @param {string} name
 */
const attribute = (attributes, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];
// A relative url() or @import would resolve against the page once inline, not the stylesheet.
const LOCATION_DEPENDENT = /url\(\s*['"]?(?!data:|\/|https?:|#)|@import/i;
const CLOSES_ELEMENT = /<\/style/i;

/** Writes the build's stylesheets into HTML pages (a no-op without a build folder). */
export class StylesheetInliner {
  /** @type {string | undefined} */
  #dir;
  /** @type {Map<string, string | null>} */
  #texts = new Map();

  /**
   * `dir` is the build's assets folder (.next/static); without one nothing is inlined.
   * @param {string} [dir]
   */
  constructor(dir) {
    this.#dir = dir && path.resolve(dir);
  }

  /**
   * The inliner for the build in `root`.
   * @param {string} root
   * @returns {StylesheetInliner}
   */
  static fromBuild(root) {
    return new StylesheetInliner(staticDir(root));
  }

  /**
   * The stylesheet at `href` if it can be inlined, else null (kept: build assets never change).
   * @param {string} href
   * @returns {string | null}
   */
  #text(href) {
    let text = this.#texts.get(href);
    if (text === undefined) this.#texts.set(href, (text = this.#read(href)));
    return text;
  }

  /**
   * @param {string} href
   * @returns {string | null}
   */
  #read(href) {
    // The build's deploymentId is appended as `?dpl=…` (next.config.ts); the file is the path before it.
    const pathname = href.split('?')[0] ?? '';
    if (!this.#dir || !pathname.startsWith(STATIC_URL_PREFIX) || !pathname.endsWith('.css')) return null;
    const file = path.resolve(this.#dir, pathname.slice(STATIC_URL_PREFIX.length));
    if (!file.startsWith(this.#dir + path.sep)) return null;
    try {
      if (statSync(file).size > MAX_INLINE_BYTES) return null;
      const text = readFileSync(file, 'utf8');
      return LOCATION_DEPENDENT.test(text) || CLOSES_ELEMENT.test(text) ? null : text;
    } catch {
      // Not a readable file (gone, or a folder): the page keeps its link, which Next answers.
      return null;
    }
  }

  /**
   * `body` with each linked build stylesheet in its `<head>` inline; the same Buffer when nothing changed or it is not HTML.
   * @param {import('node:http').OutgoingHttpHeaders} headers
   * @param {Buffer} body
   * @returns {Buffer}
   */
  inline(headers, body) {
    if (!/^text\/html/i.test(String(headers['content-type'] ?? ''))) return body;
    const headEnd = body.indexOf(HEAD_END);
    if (headEnd < 0) return body;
    const head = body.subarray(0, headEnd).toString('utf8');
    let changed = false;
    const inlined = head.replace(LINK, (link, /** @type {string} */ attributes) => {
      if (attribute(attributes, 'rel')?.toLowerCase() !== 'stylesheet' || /\s(media|disabled)\b/i.test(attributes))
        return link;
      const text = this.#text(attribute(attributes, 'href') ?? '');
      if (text === null) return link;
      changed = true;
      return `<style>${text}</style><link${attributes.trimEnd()} disabled=""/>`;
    });
    return changed ? Buffer.concat([Buffer.from(inlined), body.subarray(headEnd)]) : body;
  }
}
