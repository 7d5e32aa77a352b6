/**
 * The API's answer to a call in a method its route does not take: 405 with the error envelope of
 * SPEC §7 in the caller's language and an Allow header naming the route's methods. Next's own
 * answer is a bare 405 without either; only Next knows a route's methods, and it tells them in
 * its answer to OPTIONS, so the front server asks that (a call to itself) when Next's 405 came
 * without them. Plain JavaScript so that `npm start` needs no TypeScript tooling.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { requestLang } from '../i18n/request-lang.mjs';

const texts = new Map();

/** The translated name and message of the refusal (messages/*.json, Errors.method_not_allowed). */
function refusalText(lang) {
  if (!texts.has(lang)) {
    const messages = JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), 'utf8'));
    texts.set(lang, messages.Errors.method_not_allowed);
  }
  return texts.get(lang);
}

/** The 405 envelope for a call to `url` from a caller who accepts `acceptLanguage`. */
export function refusalBody(url, acceptLanguage) {
  const lang = requestLang(new URL(url, 'http://localhost').searchParams.get('lang'), acceptLanguage);
  const { name, message } = refusalText(lang);
  return Buffer.from(JSON.stringify({ status: 'error', error: { name, message, code: 'method_not_allowed' } }));
}

const isHeaderObject = (arg) => arg && typeof arg === 'object' && !Array.isArray(arg);

/**
 * Watches Next's answer to an API call on `res` and, when it refuses the method (Next's 405, or,
 * for a call `probed` as OPTIONS, the 204 that lists the route's methods), sends the 405 envelope
 * instead, with the Allow of Next's answer or, lacking one, the one `allowOf()` resolves. The
 * decision is made when Next first sends anything (headers or bytes); what Next sends after a
 * refusal is dropped. The watchers stay in place and pass everything on once an answer is not a
 * refusal: Next's compression wraps them in turn, so putting the old methods back would undo it.
 * flushHeaders needs no watcher: it sends the headers through writeHead.
 */
export function answerRefusals(req, res, probed, allowOf) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let state = 'open';
  const sendRefusal = () => {
    Promise.resolve(res.getHeader('allow') ?? allowOf())
      .catch(() => undefined)
      .then((allow) => {
        const body = refusalBody(req.url ?? '/', req.headers['accept-language']);
        for (const name of ['content-encoding', 'content-length', 'transfer-encoding', 'etag']) res.removeHeader(name);
        if (allow) res.setHeader('allow', allow);
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'private, no-store');
        res.setHeader('content-length', String(body.length));
        original.writeHead.call(res, 405);
        original.end.call(res, body);
      });
  };
  // True when Next's answer is a refusal, which is then answered here instead.
  const refused = () => {
    if (state === 'open') {
      state = res.statusCode === 405 || (probed && res.statusCode === 204) ? 'refused' : 'passed';
      if (state === 'refused') sendRefusal();
    }
    return state === 'refused';
  };
  const swallow = (args) => {
    const done = args.find((arg) => typeof arg === 'function');
    if (done) queueMicrotask(() => done());
  };
  res.writeHead = function (status, ...rest) {
    if (state === 'open') {
      res.statusCode = status;
      for (const [name, value] of Object.entries(rest.find(isHeaderObject) ?? {})) res.setHeader(name, value);
    }
    return refused() ? res : original.writeHead.call(res, status, ...rest);
  };
  res.write = function (...args) {
    if (!refused()) return original.write.apply(res, args);
    swallow(args);
    return true;
  };
  res.end = function (...args) {
    if (!refused()) return original.end.apply(res, args);
    swallow(args);
    return res;
  };
}

/** The Allow header of the OPTIONS answer the server listening as `server` gives for `url` (undefined when none). */
export function askAllow(server, url) {
  const { address, port } = server.address();
  const host = address === '::' || address === '0.0.0.0' ? '127.0.0.1' : address;
  return new Promise((resolve) => {
    const ask = request({ host, port, method: 'OPTIONS', path: url }, (answer) => {
      answer.resume();
      resolve(answer.headers.allow);
    });
    ask.on('error', () => resolve(undefined));
    ask.end();
  });
}
