// @ts-check
/**
 * Holds back what Next writes to a response the front cache may keep until it ends, so its
 * headers and bytes can still be decided from the finished body: the CSP hashes of a page's inline
 * scripts (script-hashes.mjs), the compression this caller accepts, the internal mark removed.
 * Only misses are held: later callers get the kept copy from the front cache.
 */

/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHttpHeaders */
/** The headers to send, and the body when it replaces the one Next wrote. @typedef {{ headers: OutgoingHttpHeaders, body?: Buffer }} HeldAnswer */

/** @type {(arg: unknown) => arg is OutgoingHttpHeaders} */
const isHeaderObject = (arg) => Boolean(arg) && typeof arg === 'object' && !Array.isArray(arg);

/**
 * A written chunk as bytes, whatever form Next gave it in.
 * @param {unknown} chunk
 * @param {unknown} [encoding]
 * @returns {Buffer}
 */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
}

/**
 * Sets the answer's headers on `res`; a header given as undefined is removed.
 * @param {import('node:http').ServerResponse} res
 * @param {OutgoingHttpHeaders} headers
 */
function applyHeaders(res, headers) {
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

/**
 * Calls `finish(status, headers, body)` when `res` ends and sends the `{ headers, body? }` it
 * returns (the body Next wrote when it gives none; a header given as undefined is removed).
 * When the body grows past `limit`, `finish` gets a null body, its headers are sent at once and
 * the body follows as Next writes it.
 * @param {import('node:http').ServerResponse} res
 * @param {number} limit
 * @param {(status: number, headers: OutgoingHttpHeaders, body: Buffer | null) => HeldAnswer} finish
 */
export function holdResponse(res, limit, finish) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {Buffer[]} */
  let chunks = [];
  let size = 0;
  let holding = true;

  const restore = () => {
    holding = false;
    Object.assign(res, original);
  };
  const sendHeldPart = () => {
    restore();
    applyHeaders(res, finish(res.statusCode, res.getHeaders(), null).headers);
    for (const chunk of chunks) res.write(chunk);
    chunks = [];
  };
  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = toBuffer(chunk, encoding);
    chunks.push(buffer);
    size += buffer.length;
  };

  // Headers given to writeHead are recorded on `res` and sent, possibly changed, at the end.
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /**
     * @param {number} status
     * @param {unknown[]} rest
     */
    function (status, ...rest) {
      res.statusCode = status;
      for (const [name, value] of Object.entries(rest.find(isHeaderObject) ?? {}))
        res.setHeader(name, /** @type {string | number | readonly string[]} */ (value));
      return res;
    }
  );
  res.flushHeaders = () => {};
  res.write = /** @type {typeof res.write} */ (
    /**
     * @param {unknown} chunk
     * @param {unknown} [encoding]
     * @param {unknown} [callback]
     */
    function (chunk, encoding, callback) {
      if (!holding) return Reflect.apply(original.write, res, [chunk, encoding, callback]);
      keep(chunk, encoding);
      if (size > limit) {
        sendHeldPart();
      } else {
        const done = typeof encoding === 'function' ? encoding : callback;
        if (typeof done === 'function') queueMicrotask(() => done());
      }
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    /**
     * @param {unknown} [chunk]
     * @param {unknown} [encoding]
     * @param {unknown} [callback]
     */
    function (chunk, encoding, callback) {
      if (!holding) return Reflect.apply(original.end, res, [chunk, encoding, callback]);
      keep(chunk, encoding);
      const done = /** @type {(() => void) | undefined} */ (
        [chunk, encoding, callback].find((arg) => typeof arg === 'function')
      );
      if (size > limit) {
        sendHeldPart();
        return res.end(done);
      }
      restore();
      const body = Buffer.concat(chunks);
      const answer = finish(res.statusCode, res.getHeaders(), body);
      applyHeaders(res, answer.headers);
      return res.end(answer.body ?? body, done);
    }
  );
}
