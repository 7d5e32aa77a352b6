/**
 * Holds back what Next writes to a page response until it ends, so its headers can still be set
 * from the finished body (the CSP hashes of its inline scripts, script-hashes.mjs). Only the first
 * render of a public page is held: later visitors get the kept copy from the front cache. A body
 * that grows past `limit` is sent on as it comes, with the headers Next gave it.
 */
import { toBuffer } from './capture.mjs';

const isHeaderObject = (arg) => arg && typeof arg === 'object' && !Array.isArray(arg);

/**
 * Calls `finish(status, headers, body)` when `res` ends and sends the `{ headers, body? }` it
 * returns (the body Next wrote when it gives none); `finish` gets a null body (and its answer is
 * ignored) when the body grew past `limit`.
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
    finish(res.statusCode, res.getHeaders(), null);
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
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) res.setHeader(name, value);
    return res.end(answer.body ?? body, done);
  };
}
