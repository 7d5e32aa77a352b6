/**
 * Fuzz rows of the content sections: POST save for every section, each body built from a stored
 * item of that section with at least one field broken (field kinds from the section's form
 * description), and DELETE adm/{section} with ids that name no row.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { CONTENT_SECTIONS, SECTION_DATA, SECTION_FIELDS, type ContentSection } from '@/lib/content/sections';
import { INBOX_SECTIONS } from '@/lib/staff/inbox/sections';
import type { FieldSpec } from '@/lib/content/sections/shared/schema-parts';
import { brokenObject, jsonBody, object, type Field } from '../helpers/fuzz/bodies';
import { bool, choice, date, datetime, image, int, link, list, localized, text } from '../helpers/fuzz/fields';
import { hostileText, junk, notAnObject, prototypeKeys } from '../helpers/fuzz/junk';
import { JSON_REFUSED, type FuzzCase, type FuzzContext } from './case';

function fieldOf({ kind, optional = false, options = [] }: FieldSpec, example: unknown): Field {
  const empty = { emptyOk: optional, nullOk: optional };
  switch (kind) {
    case 'localized':
    case 'localized-long':
    case 'localized-html':
      return localized(example, optional);
    case 'text':
      return text(example, { emptyOk: optional });
    case 'link':
      return link(example, { emptyOk: optional });
    case 'image':
      return image(example, { emptyOk: optional });
    case 'number':
      return int(example, { min: 0 });
    case 'boolean':
      return bool(example);
    case 'date':
      return date(example, empty);
    case 'datetime':
      return datetime(example, empty);
    case 'select':
      return choice(example, options, empty);
    case 'choices':
      return list(example as unknown[], int(1, { min: 1 }), 200);
    case 'files':
      return list(
        example as unknown[],
        object({ name: text('a.pdf', { max: 300 }), label: text('Doc', { max: 300 }) }),
        20,
      );
    case 'json':
      throw new Error('json fields are described by staticComponentData');
  }
}

// A static component keeps its kind and shape: a map's texts broken, or a list that is no list of records.
function staticComponentData(example: { kind: string; value: unknown }): Field {
  const map = {
    kind: choice('map', ['map', 'list']),
    value: localized(example.kind === 'map' ? example.value : { rus: '', uzb: '' }, true),
  };
  const notRecords = fc.oneof(
    notAnObject.filter((v) => !Array.isArray(v)),
    fc.array(fc.oneof(hostileText, fc.integer(), fc.array(junk)), { minLength: 1, maxLength: 3 }),
    fc.constant(Array.from({ length: 501 }, () => ({}))),
  );
  return {
    example,
    required: true,
    poison: fc.oneof(
      brokenObject(map),
      notRecords.map((value) => ({ kind: 'list', value })),
    ),
  };
}

function saveFields(section: ContentSection, item: FuzzContext['items'][ContentSection]): Record<string, Field> {
  const sectionName = choice(section, CONTENT_SECTIONS);
  if (section === 'sc') {
    const key = text(item.id, { also: [fc.constantFrom('A', '1abc', 'a b', 'a-b', 'a'.repeat(65), 'ключ')] });
    return {
      section: sectionName,
      id: key,
      version: int(1, { min: 1, required: false, coerced: false }),
      data: staticComponentData(item.data as { kind: string; value: unknown }),
    };
  }
  // a field whose schema gives a default may be left out: leaving it out breaks nothing
  const shape = (SECTION_DATA[section] as unknown as z.ZodObject).shape;
  const data = Object.fromEntries(
    SECTION_FIELDS[section].map((spec) => {
      const field = fieldOf(spec, item.data[spec.name]);
      return [spec.name, { ...field, required: !shape[spec.name]!.safeParse(undefined).success }];
    }),
  );
  return {
    section: sectionName,
    id: int(item.id, { min: 1, required: false }),
    version: int(1, { min: 1, required: false, coerced: false }),
    data: object(data),
  };
}

// Ids that may name a stored row (a small positive integer however it is written) are never sent to DELETE.
const mayNameRow = (id: string) => {
  const n = Number(id.trim());
  return Number.isInteger(n) && n >= 1 && n < 1_000_000;
};
const absentId = fc
  .oneof(
    hostileText,
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '2147483647',
      '2147483648',
      '99999999999',
      '1e400',
      'Infinity',
      'NaN',
      ' ',
      'x'.repeat(101),
    ),
  )
  .filter((id) => !mayNameRow(id));
const deleteQuery = fc.oneof(
  absentId.map((id) => `?${new URLSearchParams({ id })}`),
  fc.constantFrom('', '?', '?id', '?ID=1', '?id[]=1', '?lang=uzb'),
);

/** Save of each content section, and delete. */
export const contentCases: FuzzCase[] = [
  ...CONTENT_SECTIONS.map((section): FuzzCase => ({
    route: 'save',
    method: 'POST',
    name: `${section} item`,
    staff: true,
    ...JSON_REFUSED,
    requests: (ctx) => jsonBody(saveFields(section, ctx.items[section])).map((body) => ({ url: '/api/v1/save', body })),
  })),
  {
    route: 'adm/[section]/restore',
    method: 'POST',
    name: 'restore of an item version, in every section and codes that name none',
    staff: true,
    // 404: a code that is no content section, or an item that does not exist
    answers: [400, 404, 413],
    refusals: [400, 404],
    requests: (ctx) =>
      fc
        .tuple(
          fc.oneof(
            { arbitrary: fc.constantFrom<string>(...CONTENT_SECTIONS), weight: 8 },
            { arbitrary: fc.oneof(prototypeKeys, hostileText, fc.constantFrom('users', 'requests')), weight: 2 },
          ),
          jsonBody({
            id: int(ctx.items.faq.id, { min: 1 }),
            // a version never kept, so even a valid body changes nothing
            version: int(999_999, { min: 1, coerced: false }),
          }),
        )
        .map(([section, body]) => ({
          url: `/api/v1/adm/${encodeURIComponent(section.replace(/[\ud800-\udfff]/g, ''))}/restore`,
          params: { section },
          body,
        })),
  },
  {
    route: 'adm/[section]',
    method: 'DELETE',
    name: 'item of every section, by an id that names none',
    staff: true,
    // 404: no such item or section; 403: static components are never deleted
    answers: [400, 403, 404],
    refusals: [400, 404],
    requests: () =>
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom<string>(...CONTENT_SECTIONS, ...INBOX_SECTIONS, 'users', 'audit'),
            prototypeKeys,
            hostileText,
          ),
          deleteQuery,
          fc.option(junk),
        )
        .map(([section, query, body]) => ({
          url: `/api/v1/adm/${encodeURIComponent(section.replace(/[\ud800-\udfff]/g, ''))}${query}`,
          params: { section },
          body: body === null ? undefined : JSON.stringify(body),
        })),
  },
];
