// @ts-check
/**
 * The 503 page the front server sends when a public page cannot be rendered because the database
 * cannot be reached and no copy of it is kept (serve.mjs): a whole document of its own, in the URL's
 * language, built from the site's messages without Next, without the database and without scripts,
 * so it can always be sent. Search engines are told not to index it and to come back later.
 */
import { readFileSync } from 'node:fs';
import { RETRY_AFTER_SECONDS } from '../db/reachability.mjs';

const MESSAGES = { rus: '../../../messages/rus.json', uzb: '../../../messages/uzb.json' };
const HTML_LANG = { rus: 'ru', uzb: 'uz' };

/** @typedef {'rus' | 'uzb'} Lang */

/** @param {unknown} text */
const escape = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) =>
      /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        c
      ] ?? c,
  );

/** @param {Lang} lang */
function texts(lang) {
  const all = JSON.parse(readFileSync(new URL(MESSAGES[lang], import.meta.url), 'utf8'));
  return { ...all.UnavailablePage, home: all.ErrorPage.homeLink };
}

/**
 * The page's HTML in `lang` (rus or uzb).
 * @param {Lang} lang
 * @returns {string}
 */
export function unavailableHtml(lang) {
  const t = texts(lang);
  return `<!DOCTYPE html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1f2937}section{max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center}h1{font-size:2rem;color:#1d4ed8}a{display:inline-block;margin:1.5rem .5rem 0;padding:.6rem 1.2rem;border-radius:.25rem;background:#1d4ed8;color:#fff;text-decoration:none}</style>
</head><body><section data-http-status="503"><h1>${escape(t.heading)}</h1><p>${escape(t.text)}</p>
<a href="">${escape(t.retry)}</a><a href="/${lang}">${escape(t.home)}</a></section></body></html>
`;
}

/** @type {Map<Lang, Buffer>} */
const pages = new Map();

/**
 * The 503 answer for a request to `url`: status, headers and body (the language from the URL's first segment).
 * @param {string | undefined} url
 * @returns {{ status: number, headers: Record<string, string | undefined>, body: Buffer }}
 */
export function unavailableAnswer(url) {
  const lang = /^\/uzb(\/|\?|$)/.test(url ?? '') ? 'uzb' : 'rus';
  let body = pages.get(lang);
  if (!body) pages.set(lang, (body = Buffer.from(unavailableHtml(lang))));
  return {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'x-robots-tag': 'noindex',
      // no script at all; only its own style element
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      etag: undefined,
      'x-nextjs-cache': undefined,
      'x-nextjs-prerender': undefined,
      vary: undefined,
      link: undefined,
    },
    body,
  };
}
