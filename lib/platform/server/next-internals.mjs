// @ts-check
/**
 * Every reliance on what Next does not document, in one place, so that a Next upgrade that changes
 * one of them fails tests/unit/next-internals.test.ts instead of quietly changing the server:
 * the variable its standalone server starts on, the build's resolved configuration and route
 * manifest, and the exact shapes of the inline scripts Next and Turbopack write into a page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The variable Next's standalone server sets; Next's config loader then uses it instead of next.config.ts. */
export const STANDALONE_CONFIG_VARIABLE = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * The configuration `next build` resolved (`.next/required-server-files.json`'s `config`), or
 * undefined when the build in `dir` has none (an older or partial build).
 * @param {string} dir
 * @returns {object | undefined}
 */
export function builtConfig(dir) {
  try {
    const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));
    return config && typeof config === 'object' ? config : undefined;
  } catch {
    return undefined;
  }
}

/** Whether this process already tells Next to start on a resolved configuration. */
export function hasStandaloneConfig() {
  return Boolean(process.env[STANDALONE_CONFIG_VARIABLE]);
}

/**
 * Makes Next in this process start on `config` rather than load next.config.ts.
 * @param {object} config
 */
export function setStandaloneConfig(config) {
  process.env[STANDALONE_CONFIG_VARIABLE] = JSON.stringify(config);
}

/** @typedef {{ page: string, regex: string }} ManifestRoute */

/**
 * The app's routes in the build in `dir` (`.next/routes-manifest.json`: static first, then dynamic);
 * none when there is no manifest.
 * @param {string} dir
 * @returns {ManifestRoute[]}
 */
export function manifestRoutes(dir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
    return [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])];
  } catch {
    return [];
  }
}

// The first inline script of a page: it sets up the queue of flight (RSC payload) chunks.
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
// Every later one pushes a chunk: [kind, JSON value].
const FLIGHT_PUSH = /^self\.__next_f\.push\(\[(\d),([\s\S]*)\]\)$/;
// Turbopack's list of the page's script chunks.
const TURBOPACK_CHUNKS =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;

/**
 * Whether `value` is one JSON value: data, which cannot run code however it was made.
 * @param {string} value
 */
function isJson(value) {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an inline script (its text as the browser sees it) is one of the shapes Next writes itself,
 * its variable part pure JSON.
 * @param {string} source
 */
export function isFrameworkScript(source) {
  if (source === FLIGHT_BOOTSTRAP) return true;
  const flight = FLIGHT_PUSH.exec(source);
  if (flight) return isJson(`[${flight[1]},${flight[2]}]`);
  const chunks = TURBOPACK_CHUNKS.exec(source);
  return chunks !== null && isJson(chunks[1] ?? '');
}
