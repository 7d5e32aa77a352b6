// @ts-check
/**
 * The route template of a request path (`/rus/news/12` → `/[lang]/news/[id]`), from the build's route
 * manifest, so the request metrics carry one series per route of the app, never one per URL a visitor
 * or a scanner makes up. Build assets share one template; anything no route matches is `(unmatched)`.
 */
import { manifestRoutes } from './next-internals.mjs';

const UNMATCHED = '(unmatched)';
const ASSETS = '/_next/static/[...path]';
// Paths already judged, bounded so that made-up paths cannot grow it.
const MEMO_LIMIT = 2_000;

/** Matches paths against `routes` ({ page, regex } in the manifest's order: static first, then dynamic). */
export class RouteTemplates {
  /** @type {{ page: string, regex: RegExp }[]} */
  #routes;
  /** @type {Map<string, string>} */
  #memo = new Map();

  /** @param {import('./next-internals.mjs').ManifestRoute[]} routes */
  constructor(routes) {
    this.#routes = routes.map(({ page, regex }) => ({ page, regex: new RegExp(regex) }));
  }

  /**
   * The templates of the build in `dir` (.next/routes-manifest.json); none when there is no manifest.
   * @param {string} dir
   * @returns {RouteTemplates}
   */
  static fromBuild(dir) {
    return new RouteTemplates(manifestRoutes(dir));
  }

  /**
   * The template of `url` (path and query), or `(unmatched)`.
   * @param {string} url
   * @returns {string}
   */
  match(url) {
    const pathname = url.split('?')[0] || '/';
    if (pathname.startsWith('/_next/static/')) return ASSETS;
    let template = this.#memo.get(pathname);
    if (template) return template;
    template = this.#routes.find((route) => route.regex.test(pathname))?.page ?? UNMATCHED;
    if (this.#memo.size >= MEMO_LIMIT) this.#memo.clear();
    this.#memo.set(pathname, template);
    return template;
  }
}
