/** Fuzz rows of the other admin writes: coverage import and edit, TAS-IX list, image and tender uploads, staff accounts. */
import fc from 'fast-check';
import { TECHNOLOGY_CHOICES } from '@/lib/content/sections/coverage-area/schema';
import { MAX_IMAGE_BYTES } from '@/lib/staff/admin/image-upload';
import { MAX_TENDER_FILE_BYTES } from '@/lib/content/sections/tenders/attachment';
import { ROLES } from '@/lib/staff/auth/rights';
import { LANGS } from '@/lib/platform/i18n/locales';
import { PREVIEW_SECTIONS } from '@/lib/content/preview/sections';
import { MAX_ROW_ID } from '@/lib/content/sections/shared/schema-parts';
import { brokenObject, jsonBody, type Field } from '../helpers/fuzz/bodies';
import { bool, choice, email, int, text } from '../helpers/fuzz/fields';
import { hostileText } from '../helpers/fuzz/junk';
import { brokenMultipart, corruptImage, wrongFile } from '../helpers/fuzz/multipart';
import { JSON_REFUSED, MULTIPART_REFUSED, type FuzzCase } from './case';

const HEADER = 'region,district,street_rus,street_uzb,building,in_coverage,technology';
const GOOD_ROW = ['Ташкент', 'Юнусабадский район', 'ул. Фаззинга', 'Fuzz ko‘chasi', '7', 'да', 'GPON'];

// Files an import must refuse: no row under the header, or a row with one column wrong.
const csvWithoutRows = fc.oneof(
  fc.constantFrom(HEADER, `${HEADER}\n`, `${HEADER}\n\n \n`, '\n\n'),
  hostileText.filter((s) => !s.includes('\n')),
);
// Per column, cells its rule refuses (a lone quote breaks the CSV itself).
const BAD_CELLS = [
  ['', '"'],
  ['', '"'],
  ['', '"'],
  ['', '"'],
  ['', 'x'.repeat(21), '"'],
  ['', 'maybe', '2'],
  ['LTE', 'gpon ', 'x'.repeat(21)],
];
const brokenRow = fc
  .nat({ max: 6 })
  .chain((column) =>
    fc
      .constantFrom(...BAD_CELLS[column]!)
      .map((cell) => GOOD_ROW.map((good, i) => (i === column ? cell : good)).join(',')),
  )
  .map((row) => `${HEADER}\n${row}`);

const coverageImport = {
  csv: text(`${HEADER}\n${GOOD_ROW.join(',')}`, { trimmed: false }),
  dry_run: bool(false, false),
};

const password = text('', {
  max: 128,
  required: false,
  emptyOk: true,
  also: [fc.string({ minLength: 1, maxLength: 7 }), fc.constantFrom('12345678', 'password', 'qwertyuiop', 'iloveyou')],
});

const noCidrs = fc
  .array(
    hostileText.map((s) => s.replace(/\//g, '')),
    { minLength: 1, maxLength: 5 },
  )
  .map((lines) => lines.join('\n'));

const post = (url: string, fields: Record<string, Field>, objects?: fc.Arbitrary<unknown>) =>
  jsonBody(fields, objects).map((body) => ({ url, body }));

/** The admin's coverage, TAS-IX, upload and account endpoints. */
export const adminCases: FuzzCase[] = [
  {
    route: 'address',
    method: 'POST',
    name: 'coverage CSV import',
    staff: true,
    ...JSON_REFUSED,
    requests: () =>
      post(
        '/api/v1/address',
        coverageImport,
        fc.oneof(
          brokenObject(coverageImport),
          fc.oneof(csvWithoutRows, brokenRow).map((csv) => ({ csv, dry_run: false })),
        ),
      ),
  },
  {
    route: 'address/update',
    method: 'POST',
    name: 'one building',
    staff: true,
    ...JSON_REFUSED,
    requests: (ctx) =>
      post('/api/v1/address/update', {
        id: int(ctx.addressId, { min: 1 }),
        building: text('12A', { max: 20, required: false }),
        in_coverage: bool(true, false),
        technology: choice('GPON', TECHNOLOGY_CHOICES, { required: false, nullOk: true }),
      }),
  },
  {
    route: 'adm/tasix',
    method: 'POST',
    name: 'TAS-IX prefix list',
    staff: true,
    ...JSON_REFUSED,
    requests: () =>
      post('/api/v1/adm/tasix', {
        text: text('10.0.0.0/8\n2001:db8::/32', { trimmed: false, required: false, also: [noCidrs] }),
      }),
  },
  {
    route: 'adm/preview',
    method: 'POST',
    name: 'preview link',
    staff: true,
    answers: [...JSON_REFUSED.answers, 404],
    refusals: JSON_REFUSED.refusals,
    requests: (ctx) =>
      post('/api/v1/adm/preview', {
        section: choice('news', PREVIEW_SECTIONS),
        id: int(ctx.items.news.id, { min: 1, max: MAX_ROW_ID }),
        lang: choice('uzb', LANGS, { required: false }),
      }),
  },
  {
    route: 'adm/upload',
    method: 'POST',
    name: 'image upload (multipart)',
    staff: true,
    ...MULTIPART_REFUSED,
    requests: () =>
      brokenMultipart({ wrongFiles: fc.oneof(wrongFile, corruptImage), maxBytes: MAX_IMAGE_BYTES + 16 * 1024 }).map(
        (upload) => ({ url: '/api/v1/adm/upload', ...upload }),
      ),
  },
  {
    route: 'adm/tender-file',
    method: 'POST',
    name: 'tender document upload (multipart)',
    staff: true,
    ...MULTIPART_REFUSED,
    requests: () =>
      brokenMultipart({ wrongFiles: wrongFile, maxBytes: MAX_TENDER_FILE_BYTES + 16 * 1024 }).map((upload) => ({
        url: '/api/v1/adm/tender-file',
        ...upload,
      })),
  },
  {
    route: 'user/create',
    method: 'POST',
    name: 'staff account',
    staff: true,
    ...JSON_REFUSED,
    requests: () =>
      post('/api/v1/user/create', { email: email('fuzz-new@example.uz'), role: choice('hr', ROLES), password }),
  },
  {
    route: 'user/update',
    method: 'POST',
    name: 'staff account change',
    staff: true,
    ...JSON_REFUSED,
    requests: (ctx) =>
      post('/api/v1/user/update', {
        id: int(ctx.userId, { min: 1 }),
        role: choice('hr', ROLES, { required: false }),
        disabled: bool(false, false),
        password,
        reset_password: bool(false, false),
      }),
  },
];
