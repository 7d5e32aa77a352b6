/**
 * The OpenAPI document: served unsigned, valid OpenAPI 3.1 by an independent validator, and in
 * step with the route files on disk (every exported method of every route.ts is documented, and
 * nothing is documented that no route exports).
 */
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { GET as getOpenApi } from '@/app/api/v1/openapi.json/route';
import { CONTRACTS } from '@/app/api/v1/openapi.json/contracts';
import { setupTestDatabase } from './helpers/database';
import { callRoute } from './helpers/request';

setupTestDatabase();

type Doc = {
  openapi: string;
  info: { description: string };
  paths: Record<string, Record<string, { parameters: { name?: string; in?: string }[] }>>;
};

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
const modules = import.meta.glob<Record<string, unknown>>('../../app/api/v1/**/route.ts', { eager: true });
const contractModules = import.meta.glob<Record<string, { method: string }>>('../../app/api/v1/**/contract.ts', {
  eager: true,
});
const routes = Object.entries(modules).map(([file, exports]) => ({
  // app/api/v1/id/news/[lang]/route.ts → /api/v1/id/news/{lang}
  path: file
    .replace('../../app', '')
    .replace('/route.ts', '')
    .replace(/\[([^.\]]+)\]/g, '{$1}'),
  methods: METHODS.filter((m) => typeof exports[m] === 'function').map((m) => m.toLowerCase()),
}));
// A catch-all ([...rest]) answers any path without its own handler: no operation can name it, so the document states it in its description.
const catchAll = routes.filter((r) => r.path.includes('[...'));
const calls = routes.filter((r) => !r.path.includes('[...'));

async function served() {
  const res = await callRoute(getOpenApi, '/api/v1/openapi.json', { signed: false });
  return { ...res, doc: res.json as Doc };
}

describe('GET /api/v1/openapi.json', () => {
  it('answers the document unsigned, as public cacheable JSON', async () => {
    const res = await served();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.doc.openapi).toMatch(/^3\.1\./);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate((await served()).doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every exported method of every route file, and nothing else', async () => {
    const { doc } = await served();
    expect(calls.length).toBeGreaterThan(40);
    const onDisk = calls.flatMap((r) => r.methods.map((m) => `${m} ${r.path}`)).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`))
      .sort();
    expect(documented).toEqual(onDisk);
  });

  it("builds every route's methods from the contract.ts beside it, and lists that very module in the document's registry", () => {
    const problems: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      const beside = contractModules[file.replace('/route.ts', '/contract.ts')];
      const path = file
        .replace('../../app', '')
        .replace('/route.ts', '')
        .replace(/\[([^.\]]+)\]/g, '{$1}');
      const exported = METHODS.filter((m) => typeof exports[m] === 'function');
      const contracted = Object.values(beside ?? {}).map((c) => c.method);
      if (contracted.sort().join() !== [...exported].sort().join())
        problems.push(`${path}: route.ts exports ${exported.join(', ')}; contract.ts has ${contracted.join(', ')}`);
      if (!path.includes('[...') && CONTRACTS[path] !== beside) problems.push(`${path}: not in the registry`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(CONTRACTS).sort()).toEqual(calls.map((r) => r.path).sort());
  });

  it('declares each path template parameter of each operation', async () => {
    const { doc } = await served();
    for (const [path, item] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries(item)) {
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared, `${method} ${path}`).toEqual(names);
      }
    }
  });

  it('states what the catch-all answers, since it has no operation of its own', async () => {
    expect(catchAll.map((r) => r.path)).toEqual(['/api/v1/[...path]']);
    expect((await served()).doc.info.description).toMatch(/other \/api\/v1 path answers a 404 not_found/);
  });
});
