/**
 * Holds back what Next writes to a response the front cache may keep until it ends, so its
 * headers and bytes can still be decided from the finished body: the CSP hashes of a page's inline
 * scripts (script-hashes.mjs), the compression this caller accepts, the internal mark removed.
 * Only misses are held: later callers get the kept copy from the front cache.
 */

const isHeaderObject = (arg) => arg && typeof arg === 'object' && !Array.isArray(arg);

/** A written chunk as bytes, whatever form Next gave it in. */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

/** Sets the answer's headers on `res`; a header given as undefined is removed. */
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
 */
export function holdResponse(res, limit, finish) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
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
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = toBuffer(chunk, encoding);
    chunks.push(buffer);
    size += buffer.length;
  };

  // Headers given to writeHead are recorded on `res` and sent, possibly changed, at the end.
  res.writeHead = function (status, ...rest) {
    res.statusCode = status;
    for (const [name, value] of Object.entries(rest.find(isHeaderObject) ?? {})) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = () => {};
  res.write = function (chunk, encoding, callback) {
    if (!holding) return original.write.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    if (size > limit) {
      sendHeldPart();
    } else {
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) queueMicrotask(() => done());
    }
    return true;
  };
  res.end = function (chunk, encoding, callback) {
    if (!holding) return original.end.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (size > limit) {
      sendHeldPart();
      return res.end(done);
    }
    restore();
    const body = Buffer.concat(chunks);
    const answer = finish(res.statusCode, res.getHeaders(), body);
    applyHeaders(res, answer.headers);
    return res.end(answer.body ?? body, done);
  };
}
