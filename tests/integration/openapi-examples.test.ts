/**
 * The OpenAPI document says what the server checks: each documented example is sent to its handler
 * and accepted, and each documented string field of those calls (its choices, or its pattern and length
 * limits) accepts exactly the values the handler's own schema accepts, over a pool of right and wrong
 * phones, days, hosts and codes: a field the server checks cannot be documented as any string.
 */
import { describe, expect, it } from 'vitest';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { openApiDocument } from '@/lib/http/api/openapi/document';
import { CONTRACTS } from '@/app/api/v1/openapi.json/contracts';
import { detectCvType } from '@/lib/visitors/forms/file-type';
import { CLIENT_IP_HEADER } from '@/lib/platform/server/client-address.mjs';
import { ensureAccount, login, ORIGIN } from './helpers/admin';
import { solvedCaptcha } from './helpers/captcha';
import { setupTestDatabase } from './helpers/database';
import { signatureHeaders } from '@/lib/http/api/sign';
import { env } from '@/lib/platform/env';
import { NextRequest as Request } from 'next/server';

const db = setupTestDatabase();

type Schema = { pattern?: string; minLength?: number; maxLength?: number; [key: string]: unknown };
type Parameter = { name: string; in: string; example?: string | number; schema: Schema };
type DocOperation = {
  security: Record<string, string[]>[];
  parameters: (Parameter | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: Schema; example?: Record<string, unknown> }> };
};
type Doc = { paths: Record<string, Record<string, DocOperation>> };
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

const modules = import.meta.glob<Record<string, Handler>>('../../app/api/v1/**/route.ts', { eager: true });
const handlerOf = (path: string, method: string) =>
  modules[`../../app${path.replace(/\{(\w+)\}/g, '[$1]')}/route.ts`]?.[method.toUpperCase()];

const SAMPLES = [
  // phones
  ...['+998 90 123 45 67', '998901234567', '90 123-45-67', '(71) 200 00 00', '901234567', ' 90 123 45 67 '],
  ...['+7 912 123 45 67', '12345', 'abc901234567', '99890123456', '9989012345678', '+998 90 123 45 6x', '998 998 12'],
  // days
  ...['2026-01-31', '31.01.2026', '2024-02-29', '29.02.2024', '2000-02-29', ' 2026-01-05 ', '0001-01-01'],
  ...['0000-00-00', '2026-02-29', '29.02.2026', '1900-02-29', '2026-13-01', '31.04.2026', '2026-1-5', '2026/01/05'],
  // hosts
  ...['example.uz', 'EXAMPLE.UZ', 'https://tasix.uz/path?q=1', 'http://84.54.64.10:8080/', '84.54.64.10', '::1'],
  ...['2a01:5640::1', '256.1.1.1', 'not a host!', 'localhost', 'http://', '/foo', 'example.uz.', '-bad.uz', '1.2.3'],
  `${'a'.repeat(64)}.uz`,
  // codes, logins, e-mails
  ...['WELCOME2026', 'abc_DEF-1', 'x.y_z-1', 'bad login', 'a@b.uz', 'not-an-email', 'x', '!!', 'ʻunicodeʼ'],
];

const branchesOf = (schema: Schema) => (schema.anyOf ?? schema.oneOf ?? []) as Schema[];

/** What a documented value says it accepts: a branch of its union, its constant or choices, or its pattern and length limits. */
function documentedAccepts(schema: Schema, value: string): boolean {
  const branches = branchesOf(schema);
  if (branches.length > 0) return branches.some((branch) => documentedAccepts(branch, value));
  if ('const' in schema) return schema.const === value;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value);
  if (schema.type !== 'string') return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value);
}

const isText = (schema: Schema): boolean => schema.type === 'string' || branchesOf(schema).some(isText);
const hasPattern = (schema: Schema): boolean => Boolean(schema.pattern) || branchesOf(schema).some(hasPattern);

/**
 * The text fields of a JSON body schema to compare, by their path of property names. Inside a union of
 * objects another branch may refuse what one allows, so there only patterned fields are compared.
 */
function textFields(schema: Schema, path: string[] = [], inUnion = false): { path: string[]; schema: Schema }[] {
  if (schema.type === 'object') {
    return Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(([name, s]) =>
      textFields(s, [...path, name], inUnion),
    );
  }
  const objects = branchesOf(schema).filter((b) => b.type === 'object');
  if (objects.length > 0) return objects.flatMap((b) => textFields(b, path, true));
  return isText(schema) && (!inUnion || hasPattern(schema)) ? [{ path, schema }] : [];
}

const withValue = (body: unknown, path: string[], value: string): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const object = (body ?? {}) as Record<string, unknown>;
  return { ...object, [head]: withValue(object[head], rest, value) };
};

const doc = openApiDocument(CONTRACTS) as Doc;
const examples = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, op]) => {
    const parameters = op.parameters.filter((p): p is Parameter => 'name' in p);
    const valuesIn = (where: string) =>
      Object.fromEntries(
        parameters.filter((p) => p.in === where && p.example !== undefined).map((p) => [p.name, String(p.example)]),
      );
    const json = op.requestBody?.content['application/json'];
    const example = {
      params: valuesIn('path'),
      query: valuesIn('query'),
      headers: valuesIn('header'),
      body: json?.example,
    };
    const documented = Object.keys(example.query).length + Object.keys(example.headers).length > 0 || json?.example;
    const described = Object.values(CONTRACTS[path]!).find((c) => c.method.toLowerCase() === method)!;
    return documented ? [{ path, method, op, parameters, json, example, described }] : [];
  }),
);

async function staffCookie(): Promise<string> {
  await ensureAccount(db(), 'examples@openapi.example', 'developer');
  return (await login('examples@openapi.example')).cookie;
}

describe('the OpenAPI examples', () => {
  it('are given for the calls whose inputs have a shape to show', () => {
    expect(examples.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        'post /api/v1/billing/online_request',
        'post /api/v1/contact/with/us',
        'post /api/v1/coverage/interest',
        'get /api/v1/tasix/check',
        'get /api/v1/adm/{section}',
        'get /api/v1/adm/{section}/export',
        'get /api/v1/adm/ratings/summary',
      ]),
    );
  });

  it('are accepted when sent as documented (a fresh captcha for the placeholder)', async () => {
    const cookie = await staffCookie();
    let ip = 0;
    for (const { path, method, op, example } of examples) {
      const staff = op.security.some((s) => 'adminSession' in s);
      const body = example.body as Record<string, unknown> | undefined;
      const url = `${path.replace(/\{(\w+)\}/g, (_, name: string) => example.params[name]!)}?${new URLSearchParams(example.query)}`;
      const sent = body && 'altcha' in body ? { ...body, altcha: await solvedCaptcha() } : body;
      const req = new Request(new URL(url, ORIGIN), {
        method: method.toUpperCase(),
        body: sent === undefined ? undefined : JSON.stringify(sent),
        headers: {
          ...signatureHeaders(env().STATISTIC_KEY, env().MAP_KEY),
          ...(sent === undefined ? {} : { 'content-type': 'application/json' }),
          ...example.headers,
          origin: ORIGIN,
          [CLIENT_IP_HEADER]: `10.7.0.${++ip}`,
          ...(staff ? { cookie } : {}),
        },
      });
      // A CSV export answers text, so the status is checked, and the body shown only when it is refused.
      const res = await handlerOf(path, method)!(req, { params: Promise.resolve(example.params) });
      expect(res.status, `${method} ${path}: ${res.status === 200 ? '' : await res.text()}`).toBe(200);
    }
  });

  it("document string fields (choices, patterns, lengths) that accept exactly what the handler's schema accepts", async () => {
    let compared = 0;
    const disagreements: string[] = [];
    for (const { path, method, parameters, json, example, described } of examples) {
      const checks: { field: string; schema: Schema; parse: (value: string) => boolean }[] = [
        ...parameters
          .filter((p) => p.in === 'query' && p.schema.type === 'string')
          .map((p) => ({
            field: p.name,
            schema: p.schema,
            parse: (value: string) =>
              (described.query as z.ZodType).safeParse({ ...example.query, [p.name]: value }).success,
          })),
        ...(json?.example
          ? textFields(json.schema).map(({ path: at, schema }) => ({
              field: at.join('.'),
              schema,
              parse: (value: string) =>
                (described.body as z.ZodType).safeParse(withValue(json.example, at, value)).success,
            }))
          : []),
      ];
      for (const { field, schema, parse } of checks) {
        for (const value of SAMPLES) {
          if (parse(value) !== documentedAccepts(schema, value))
            disagreements.push(`${method} ${path} ${field} = ${JSON.stringify(value)}: server ${parse(value)}`);
          compared += 1;
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBeGreaterThan(SAMPLES.length * 10);
  });

  it('give the résumé file the media types it is accepted and served as, not any bytes', () => {
    type Content = Record<string, { encoding?: Record<string, { contentType: string }> }>;
    const item = (path: string, method: string) => doc.paths[path]![method] as unknown as Record<string, unknown>;
    const upload = (item('/api/v1/resume', 'post').requestBody as { content: Content }).content['multipart/form-data'];
    const accepted = upload!.encoding!.file!.contentType.split(', ');
    const responses = item('/api/v1/adm/resumes/{id}/file', 'get').responses as Record<string, { content: Content }>;
    const served = Object.keys(responses['200']!.content);
    // The download answers the type stored at upload, which is the type recognised from the file's content.
    const pdf = detectCvType(new TextEncoder().encode('%PDF-1.7\n'))!.mime;
    const doc97 = detectCvType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))!.mime;
    for (const type of [pdf, doc97]) {
      expect(accepted).toContain(type);
      expect(served).toContain(type);
    }
    expect(served).not.toContain('application/octet-stream');
    expect(accepted).toEqual(served);
  });
});
