/**
 * Hash-based script policy for shared public HTML. A cached page is the same bytes for every
 * visitor, so it cannot carry a per-request nonce; but because its bytes are fixed, the front
 * server can hash each inline script once and allow exactly those (CSP Level 2 `'sha256-…'`
 * sources) instead of `'unsafe-inline'`, which would let any injected script run.
 *
 * Only scripts of the shapes Next itself writes are hashed: its flight-data pushes (a JSON value
 * in a fixed call) and Turbopack's chunk list. A script that got into the HTML any other way (a
 * sanitiser gap in admin-edited content) is left out of the policy, so the browser refuses it.
 */
import { createHash } from 'node:crypto';

// latin1 maps every byte to one character, so string offsets are byte offsets into the body.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = /^self\.__next_f\.push\(\[(\d),([\s\S]*)\]\)$/;
const TURBOPACK_CHUNKS =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;
// Data blocks (JSON-LD) are never executed, so they need no hash.
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(ld\+)?json/i;

/** Whether `value` is one JSON value: data, which cannot run code however it was made. */
function isJson(value) {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether an inline script is one Next writes itself (its text as the browser sees it). */
export function isFrameworkScript(source) {
  if (source === FLIGHT_BOOTSTRAP) return true;
  const flight = FLIGHT_PUSH.exec(source);
  if (flight) return isJson(`[${flight[1]},${flight[2]}]`);
  const chunks = TURBOPACK_CHUNKS.exec(source);
  return chunks !== null && isJson(chunks[1]);
}

/** The `'sha256-…'` sources of the inline scripts Next wrote into an HTML body. */
export function inlineScriptHashes(html) {
  const text = html.toString('latin1');
  const hashes = new Set();
  for (const match of text.matchAll(SCRIPT_ELEMENT)) {
    const [whole, attributes, content] = match;
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    const contentStart = match.index + whole.indexOf('>') + 1;
    const bytes = html.subarray(contentStart, contentStart + content.length);
    if (!isFrameworkScript(bytes.toString('utf8'))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(bytes).digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with `'unsafe-inline'` in script-src replaced by `hashes` (other directives untouched). */
export function withScriptHashes(policy, hashes) {
  return policy.replace(/(^|;)(\s*script-src\s)([^;]*)/i, (_whole, start, name, sources) => {
    const kept = sources.split(/\s+/).filter((source) => source && source !== "'unsafe-inline'");
    return `${start}${name}${[...kept, ...hashes].join(' ')}`;
  });
}

/** Headers for a captured HTML page: its CSP allows its own inline scripts by hash, not `'unsafe-inline'`. */
export function lockInlineScripts(headers, body) {
  const policy = headers['content-security-policy'];
  if (typeof policy !== 'string' || !/^text\/html/i.test(String(headers['content-type'] ?? ''))) return headers;
  if (!/script-src[^;]*'unsafe-inline'/i.test(policy)) return headers;
  return { ...headers, 'content-security-policy': withScriptHashes(policy, inlineScriptHashes(body)) };
}
