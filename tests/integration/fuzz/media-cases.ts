/** Fuzz rows of the media library's writes: alt texts with broken bodies, and deleting by paths that name no image. */
import fc from 'fast-check';
import { jsonBody, object } from '../helpers/fuzz/bodies';
import { text } from '../helpers/fuzz/fields';
import { hostileText } from '../helpers/fuzz/junk';
import { JSON_REFUSED, type FuzzCase } from './case';

const SHOWN = '/images/slides/main-gamer.webp';
const IMAGE_PATH = /^\/(uploads|images)\/[\w./-]+$/;

const altFields = {
  path: text(SHOWN, { max: 300, also: [hostileText.filter((t) => !IMAGE_PATH.test(t.trim()))] }),
  alt: object({ rus: text('Геймер', { max: 300, emptyOk: true }), uzb: text('Geymer', { max: 300, emptyOk: true }) }),
};

// Paths the schema refuses, or well-formed ones no library entry has: nothing is ever deleted.
const deletePath = fc.oneof(
  hostileText.filter((t) => !IMAGE_PATH.test(t.trim())),
  fc.constantFrom('', ' ', '/etc/passwd', 'images/x.webp', '/uploads/../x', `/images/${'x'.repeat(300)}`),
  fc.constantFrom('/images/none.webp', '/uploads/images/0000.webp'),
);
const deleteQuery = fc.oneof(
  deletePath.map((path) => `?${new URLSearchParams({ path })}`),
  fc.constantFrom('', '?', '?path', '?PATH=/images/slides/main-gamer.webp', '?path[]=/images/x.webp'),
);

/** The media library's alt texts and delete. */
export const mediaCases: FuzzCase[] = [
  {
    route: 'adm/media/alt',
    method: 'POST',
    name: 'alt texts of an image',
    staff: true,
    // 404: a well-formed path the library does not hold
    answers: [...JSON_REFUSED.answers, 404],
    refusals: [400, 404],
    requests: () => jsonBody(altFields).map((body) => ({ url: '/api/v1/adm/media/alt', body })),
  },
  {
    route: 'adm/media',
    method: 'DELETE',
    name: 'image by a path that names none',
    staff: true,
    answers: [400, 404],
    refusals: [400, 404],
    requests: () => deleteQuery.map((query) => ({ url: `/api/v1/adm/media${query}` })),
  },
];
