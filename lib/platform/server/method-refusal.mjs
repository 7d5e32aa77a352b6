// @ts-check
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

/** @typedef {{ name: string, message: string }} RefusalText */

/** @type {Map<string, RefusalText>} */
const texts = new Map();

/**
 * The translated name and message of the refusal (messages/*.json, Errors.method_not_allowed).
 * @param {'rus' | 'uzb'} lang
 * @returns {RefusalText}
 */
function refusalText(lang) {
  let text = texts.get(lang);
  if (!text) {
    const messages = JSON.parse(readFileSync(new URL(`../../../messages/${lang}.json`, import.meta.url), 'utf8'));
    texts.set(lang, (text = /** @type {RefusalText} */ (messages.Errors.method_not_allowed)));
  }
  return text;
}

/**
 * The 405 envelope for a call to `url` from a caller who accepts `acceptLanguage`.
 * @param {string} url
 * @param {string | undefined} acceptLanguage
 * @returns {Buffer}
 */
export function refusalBody(url, acceptLanguage) {
  const lang = requestLang(new URL(url, 'http://localhost').searchParams.get('lang'), acceptLanguage);
  const { name, message } = refusalText(lang);
  return Buffer.from(JSON.stringify({ status: 'error', error: { name, message, code: 'method_not_allowed' } }));
}

/** @type {(arg: unknown) => arg is import('node:http').OutgoingHttpHeaders} */
const isHeaderObject = (arg) => Boolean(arg) && typeof arg === 'object' && !Array.isArray(arg);

/**
 * Watches Next's answer to an API call on `res` and, when it refuses the method (Next's 405, or,
 * for a call `probed` as OPTIONS, the 204 that lists the route's methods), sends the 405 envelope
 * instead, with the Allow of Next's answer or, lacking one, the one `allowOf()` resolves. The
 * decision is made when Next first sends anything (headers or bytes); what Next sends after a
 * refusal is dropped. The watchers stay in place and pass everything on once an answer is not a
 * refusal: Next's compression wraps them in turn, so putting the old methods back would undo it.
 * flushHeaders needs no watcher: it sends the headers through writeHead.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} probed
 * @param {() => Promise<string | undefined>} allowOf
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
        Reflect.apply(original.writeHead, res, [405]);
        Reflect.apply(original.end, res, [body]);
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
  /** @param {unknown[]} args */
  const swallow = (args) => {
    const done = args.find((arg) => typeof arg === 'function');
    if (done) queueMicrotask(() => done());
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (
    /**
     * @param {number} status
     * @param {unknown[]} rest
     */
    function (status, ...rest) {
      if (state === 'open') {
        res.statusCode = status;
        for (const [name, value] of Object.entries(rest.find(isHeaderObject) ?? {}))
          res.setHeader(name, /** @type {string | number | readonly string[]} */ (value));
      }
      return refused() ? res : Reflect.apply(original.writeHead, res, [status, ...rest]);
    }
  );
  res.write = /** @type {typeof res.write} */ (
    /** @param {unknown[]} args */
    function (...args) {
      if (!refused()) return Reflect.apply(original.write, res, args);
      swallow(args);
      return true;
    }
  );
  res.end = /** @type {typeof res.end} */ (
    /** @param {unknown[]} args */
    function (...args) {
      if (!refused()) return Reflect.apply(original.end, res, args);
      swallow(args);
      return res;
    }
  );
}

/**
 * The Allow header of the OPTIONS answer the server listening as `server` gives for `url` (undefined when none).
 * @param {import('node:http').Server} server
 * @param {string} url
 * @returns {Promise<string | undefined>}
 */
export function askAllow(server, url) {
  const { address, port } = /** @type {import('node:net').AddressInfo} */ (server.address());
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
