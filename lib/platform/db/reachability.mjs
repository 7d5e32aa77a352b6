// @ts-check
/**
 * Whether the database could be reached lately, as this process saw it: the database client
 * (lib/platform/db/client.ts) notes each query's outcome, the front server (lib/platform/server/serve.mjs) asks before
 * it turns a failed page into the 503 page. Kept on globalThis: the client runs in Next's bundles,
 * the front server outside them.
 */

const SLOT = Symbol.for('isp-site.db-reachability');

/** What an answer during an outage asks the caller to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 30;
// A failure older than this no longer explains a failed page by itself.
const RECENT_MS = 15_000;

// Codes of node's socket errors and PostgreSQL's SQLSTATEs that mean "the database cannot answer now":
// connection exceptions (08…), operator intervention (57…: shutdown, crash, cancelled by timeout),
// too many connections (53300) and lock timeouts (55P03).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SQLSTATE = /^(08\d{3}|57P0[1-4]|57014|53300|55P03)$/;
// What `pg` says when a connection ends or a client-side timeout fires (these errors carry no code).
const PG_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

function state() {
  const slots = /** @type {{ [SLOT]?: { lastFailure: number } }} */ (globalThis);
  return (slots[SLOT] ??= { lastFailure: 0 });
}

/**
 * Whether `error` (or an error it wraps, as Drizzle's query errors do) means the database cannot be reached or answer in time.
 * @param {unknown} error
 * @returns {boolean}
 */
export function isDbUnavailable(error) {
  /** @type {unknown} */
  let e = error;
  for (let depth = 0; e && depth < 5; depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, errors, message, cause } =
      /** @type {{ code?: unknown, errors?: unknown, message?: unknown, cause?: unknown }} */ (e);
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDbUnavailable(inner))) return true;
    if (typeof message === 'string' && PG_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}

/**
 * Notes a failed query: remembered when its error means an outage (a lock held too long included).
 * @param {unknown} error
 * @param {number} [now]
 */
export function noteDbFailure(error, now = Date.now()) {
  if (isDbUnavailable(error)) state().lastFailure = now;
}

/** Whether a query failed for an outage within the recent past (a failed page is then a 503, not a 500). */
export function dbRecentlyUnreachable(now = Date.now()) {
  const { lastFailure } = state();
  return lastFailure > 0 && now - lastFailure < RECENT_MS;
}
