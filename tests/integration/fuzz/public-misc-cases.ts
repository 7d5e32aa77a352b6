/** Fuzz rows of the résumé upload, the staff login and logout, and every method of an unknown API path. */
import fc from 'fast-check';
import { MAX_CV_BYTES } from '@/lib/visitors/forms/resume-limits';
import { MAX_UPLOAD_BYTES } from '@/lib/visitors/speedtest/sizes';
import { jsonBody } from '../helpers/fuzz/bodies';
import { email, phone, text } from '../helpers/fuzz/fields';
import { hostileText, junk } from '../helpers/fuzz/junk';
import { brokenMultipart, wrongFile } from '../helpers/fuzz/multipart';
import type { WriteMethod } from '../helpers/fuzz/run';
import { JSON_REFUSED, MULTIPART_REFUSED, type FuzzCase } from './case';

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const resumeFields = {
  name: text('Aziz Karimov', { max: 100 }),
  phone: phone('+998 93 555 44 33'),
  email: email('', { required: false, emptyOk: true, nullOk: true }),
  vacancy: text('Сетевой инженер', { max: 200 }),
  message: text('', { max: 2000, required: false, emptyOk: true, nullOk: true }),
  altcha: text('eyJjaGFsbGVuZ2UiOnt9fQ==', { max: 8000, trimmed: false }),
};

// A Cookie header a browser could send: the session cookie with a token that was never issued, or other cookies.
const cookieHeader = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{0,80}$/).map((token) => `adm_session=${token}`),
  fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,60}$/).map((token) => `__Host-adm_session=${token}`),
  fc.stringMatching(/^[\x20-\x7e]{0,100}$/),
);

const unknownPath = fc.array(
  hostileText.map((s) => s.replace(/[/?#%\\]/g, '') || 'x'),
  { minLength: 1, maxLength: 4 },
);

const unknownPathCase = (method: WriteMethod): FuzzCase => ({
  route: '[...path]',
  method,
  name: 'a path without a handler',
  answers: [404],
  refusals: [404],
  requests: () =>
    fc
      .tuple(
        unknownPath,
        fc.oneof(
          junk.map((j) => JSON.stringify(j) ?? ''),
          hostileText,
        ),
      )
      .map(([path, body]) => ({
        url: `/api/v1/${path.join('/')}`,
        body,
        params: { path },
      })),
});

// Any media type but the speed test upload's own, as a browser or a script could send it.
const notOctetStream = fc.oneof(
  fc.constantFrom(
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ),
  fc.stringMatching(/^[\x20-\x7e]{0,60}$/).filter((t) => !/^\s*application\/octet-stream\s*(;|$)/i.test(t)),
);

// An upload that names another media type (415), or declares more than one call may carry (413).
const refusedUpload = fc.oneof(
  fc.tuple(notOctetStream, hostileText).map(([type, body]) => ({ headers: { 'content-type': type }, body })),
  fc.integer({ min: MAX_UPLOAD_BYTES + 1, max: 2 ** 40 }).map((length) => ({
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(length) },
    body: 'x',
  })),
);

/** The résumé form, the speed test upload, staff login and logout, and the catch-all 404 handler. */
export const publicMiscCases: FuzzCase[] = [
  {
    route: 'resume',
    method: 'POST',
    name: 'résumé with its CV (multipart)',
    ...MULTIPART_REFUSED,
    requests: () =>
      brokenMultipart({
        fields: resumeFields,
        goodFile: { filename: 'cv.pdf', type: 'application/pdf', bytes: PDF },
        wrongFiles: wrongFile,
        maxBytes: MAX_CV_BYTES + 64 * 1024,
      }).map((upload) => ({ url: '/api/v1/resume', ...upload })),
  },
  {
    route: 'speedtest/upload',
    method: 'POST',
    name: 'speed test upload of another media type, or over the limit',
    answers: [413, 415],
    refusals: [413, 415],
    requests: () => refusedUpload.map((sent) => ({ url: '/api/v1/speedtest/upload', ...sent })),
  },
  {
    route: 'user/auth',
    method: 'POST',
    name: 'staff login',
    ...JSON_REFUSED,
    requests: () =>
      jsonBody({
        email: email('dev@example.uz'),
        password: text('correct horse battery staple', { max: 200, trimmed: false }),
      }).map((body) => ({ url: '/api/v1/user/auth', body })),
  },
  {
    route: 'user/logout',
    method: 'POST',
    name: 'logout (no input but its cookie: always succeeds, ends no other session)',
    answers: [200],
    refusals: [200],
    okData: null,
    requests: () =>
      fc
        .tuple(fc.option(hostileText), cookieHeader)
        .map(([body, cookie]) => ({ url: '/api/v1/user/logout', body: body ?? undefined, headers: { cookie } })),
  },
  ...(['POST', 'PUT', 'PATCH', 'DELETE'] as const).map(unknownPathCase),
];
