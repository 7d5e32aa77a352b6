/**
 * Records what Next writes to a response (status, headers, body) while still sending it, so a
 * shareable answer can be kept by the front cache. Bodies beyond `limit` bytes are not kept. The
 * internal `x-shared-seconds` mark is recorded but not sent.
 */
const INTERNAL_MARK = 'x-shared-seconds';

/** A written chunk as bytes, whatever form Next gave it in. */
export function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

/** Calls `onEnd(status, headers, body)` once `res` ends; body is null when it grew past `limit`. */
export function captureResponse(res, limit, onEnd) {
  const chunks = [];
  let size = 0;
  let sentHeaders = {};
  const { write, end, writeHead } = res;
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > limit) return;
    const buffer = toBuffer(chunk, encoding);
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  };
  // Node calls writeHead for implicit headers too (on the first write), so this sees every response.
  res.writeHead = function (status, ...rest) {
    const isHeaders = (arg) => arg && typeof arg === 'object' && !Array.isArray(arg);
    const given = Object.fromEntries(Object.entries(rest.find(isHeaders) ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    sentHeaders = { ...res.getHeaders(), ...given };
    res.removeHeader(INTERNAL_MARK);
    delete given[INTERNAL_MARK];
    return writeHead.call(this, status, ...rest.map((arg) => (isHeaders(arg) ? given : arg)));
  };
  res.write = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    keep(chunk, encoding);
    const result = end.call(this, chunk, encoding, callback);
    onEnd(res.statusCode, sentHeaders, size > limit ? null : Buffer.concat(chunks));
    return result;
  };
}
