// @ts-check
/**
 * Hash-based script policy for shared public HTML. A cached page is the same bytes for every
 * visitor, so it cannot carry a per-request nonce; but because its bytes are fixed, the front
 * server can hash each inline script once and allow exactly those (CSP Level 2 `'sha256-…'`
 * sources) instead of `'unsafe-inline'`, which would let any injected script run.
 *
 * Only scripts of the shapes Next itself writes are hashed (lib/platform/server/next-internals.mjs): its
 * flight-data pushes (a JSON value in a fixed call) and Turbopack's chunk list. A script that got into the HTML any other way (a
 * sanitiser gap in admin-edited content) is left out of the policy, so the browser refuses it.
 */
import { createHash } from 'node:crypto';
import { isFrameworkScript } from './next-internals.mjs';

// latin1 maps every byte to one character, so string offsets are byte offsets into the body.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;
// Data blocks (JSON-LD) are never executed, so they need no hash.
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The `'sha256-…'` sources of the inline scripts Next wrote into an HTML body.
 * @param {Buffer} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const text = html.toString('latin1');
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const match of text.matchAll(SCRIPT_ELEMENT)) {
    const [whole, attributes = '', content = ''] = match;
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const contentStart = (match.index ?? 0) + whole.indexOf('>') + 1;
    const bytes = html.subarray(contentStart, contentStart + content.length);
    if (!isFrameworkScript(bytes.toString('utf8'))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(bytes).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy with `'unsafe-inline'` in script-src replaced by `hashes` (other directives untouched).
 * @param {string} policy
 * @param {string[]} hashes
 * @returns {string}
 */
export function withScriptHashes(policy, hashes) {
  return policy.replace(
    /(^|;)(\s*script-src\s)([^;]*)/i,
    (_whole, /** @type {string} */ start, /** @type {string} */ name, /** @type {string} */ sources) => {
      const kept = sources.split(/\s+/).filter((source) => source && source !== "'unsafe-inline'");
      return `${start}${name}${[...kept, ...hashes].join(' ')}`;
    },
  );
}

/**
 * Headers for a captured HTML page: its CSP allows its own inline scripts by hash, not `'unsafe-inline'`.
 * @param {import('node:http').OutgoingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {import('node:http').OutgoingHttpHeaders}
 */
export function lockInlineScripts(headers, body) {
  const policy = headers['content-security-policy'];
  if (typeof policy !== 'string' || !/^text\/html/i.test(String(headers['content-type'] ?? ''))) return headers;
  if (!/script-src[^;]*'unsafe-inline'/i.test(policy)) return headers;
  return { ...headers, 'content-security-policy': withScriptHashes(policy, inlineScriptHashes(body)) };
}
