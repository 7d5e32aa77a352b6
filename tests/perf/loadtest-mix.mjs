/**
 * The traffic of `npm run loadtest`: what a crowd of visitors does at once. Each request is drawn
 * at random by weight — a public page, a signed content API call or a form post — and posts come
 * from random addresses (10.0.0.0/8, visitorHeaders) so the per-IP limits see many visitors, as in life.
 */
import { randomUUID } from 'node:crypto';
import { formHeaders, formSubmission, signedHeaders, visitorHeaders } from '../helpers/visitor-traffic.mjs';

/** Roughly one post in ten carries a forged captcha, which must be refused with a 400, never a 5xx. */
const FORGED_SHARE = 0.1;
const FORGED_CAPTCHA = Buffer.from(
  JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1 } }),
).toString('base64');

const randomIp = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;
const pick = (list) => list[(Math.random() * list.length) | 0];

/** The public pages (both languages) and signed API reads the load test visits; `newsId` is a published item. */
export function targets(newsId) {
  const pages = ['', '/tariff', `/news/${newsId}`, '/faq', '/about'].flatMap((p) => [`/rus${p}`, `/uzb${p}`]);
  const api = [
    '/api/v1/get/rus',
    '/api/v1/get/uzb',
    '/api/v1/news/rus?per_page=6',
    '/api/v1/faq/uzb',
    '/api/v1/navbars/rus',
    '/api/v1/footers/uzb',
    '/api/v1/sliders/rus',
  ];
  return { pages, api };
}

/**
 * The request mix: `next()` gives the kind and autocannon request of the next call, spending the
 * pre-solved `captchas` (each is accepted once) and forging one when the pool is empty.
 */
export function createMix({ pages, api }, captchas) {
  const weights = [
    ['page', 45],
    ['api', 30],
    ['contact', 8],
    ['connection', 8],
    ['rating', 9],
  ];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const spent = { solved: 0, forged: 0 };
  const captcha = () => {
    const forged = Math.random() < FORGED_SHARE || captchas.length === 0;
    spent[forged ? 'forged' : 'solved'] += 1;
    return forged ? FORGED_CAPTCHA : captchas.pop();
  };
  const kindAt = (roll) => weights.find(([, w]) => (roll -= w) < 0)[0];
  return {
    spent,
    next() {
      const kind = kindAt(Math.random() * total);
      if (kind === 'page')
        return { kind, request: { method: 'GET', path: pick(pages), headers: visitorHeaders(randomIp()), body: '' } };
      if (kind === 'api')
        return {
          kind,
          request: {
            method: 'GET',
            path: pick(api),
            headers: { ...signedHeaders(), ...visitorHeaders(randomIp()) },
            body: '',
          },
        };
      const form = formSubmission(kind, `load-${randomUUID()}`, kind === 'rating' ? undefined : captcha());
      return {
        kind,
        request: {
          method: 'POST',
          path: form.path,
          headers: formHeaders(randomIp(), form.headers),
          body: JSON.stringify(form.body),
        },
      };
    },
  };
}
