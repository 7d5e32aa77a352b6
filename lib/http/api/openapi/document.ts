/** The OpenAPI 3.1 document of /api/v1, built once per process from the routes' contracts. */
import type { RouteContract } from '../route/contract';
import { components } from './components';
import { operationObject } from './operation';

/** Each documented path (OpenAPI style, `{lang}`) and the contracts its contract.ts exports, one per method. */
export type ContractRegistry = Record<string, Record<string, RouteContract>>;

function build(registry: ContractRegistry) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, contracts] of Object.entries(registry))
    for (const contract of Object.values(contracts))
      (paths[path] ??= {})[contract.method.toLowerCase()] = operationObject(path, contract);
  return {
    openapi: '3.1.1',
    info: {
      title: 'ISP site API',
      version: '1',
      description:
        'Every answer is an envelope: {status: "ok", data} or {status: "error", error: {name, message, code, fields?}}, never stored by caches. Messages follow ?lang=rus|uzb. Any other /api/v1 path answers a 404 not_found envelope, whatever the method.',
    },
    servers: [{ url: '/' }],
    security: [{ zTime: [], zStatistic: [] }],
    tags: ['service', 'content', 'addresses', 'billing', 'forms', 'tasix', 'speedtest', 'admin'].map((name) => ({
      name,
    })),
    paths,
    components: components(),
  };
}

const built = new WeakMap<ContractRegistry, object>();

/** The document of a registry (the same object on every call; callers must not change it). */
export function openApiDocument(registry: ContractRegistry): object {
  let document = built.get(registry);
  if (!document) built.set(registry, (document = build(registry)));
  return document;
}
