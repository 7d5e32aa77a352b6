/** The OpenAPI 3.1 document of /api/v1, built once per process from the operation lists and the handlers' zod schemas. */
import { components } from './components';
import { operationObject } from './operation';
import { accountOperations } from './operations/account';
import { adminOperations } from './operations/admin';
import { contentOperations } from './operations/content';
import { inboxOperations } from './operations/inbox';
import { speedTestOperations } from './operations/speedtest';
import { visitorOperations } from './operations/visitors';

/** Every documented call, in the order the document lists them. */
export const OPERATIONS = [
  ...visitorOperations,
  ...speedTestOperations,
  ...contentOperations,
  ...adminOperations,
  ...accountOperations,
  ...inboxOperations,
];

let built: object | undefined;

function build() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operationObject(op);
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

/** The document (the same object on every call; callers must not change it). */
export function openApiDocument(): object {
  return (built ??= build());
}
