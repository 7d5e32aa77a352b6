/** One Operation descriptor as an OpenAPI 3.1 operation object. */
import { ERROR_STATUS } from '../errors';
import { errorRef, okEnvelope } from './components';
import { jsonSchema, parametersOf } from './json-schema';
import type { Access, JsonSchema, Operation } from './types';

const SIGNED = { zTime: [], zStatistic: [] };
const SECURITY: Record<Access, object[]> = {
  none: [],
  signed: [SIGNED],
  // Either cookie name carries the session: plain over HTTP, __Host- over HTTPS.
  staff: [
    { ...SIGNED, adminSession: [] },
    { ...SIGNED, adminSessionSecure: [] },
  ],
  right: [
    { ...SIGNED, adminSession: [] },
    { ...SIGNED, adminSessionSecure: [] },
  ],
  developer: [
    { ...SIGNED, adminSession: [] },
    { ...SIGNED, adminSessionSecure: [] },
  ],
};

/** The error statuses a call can answer: those its access and inputs imply, its own, 400 for a bad `lang`, and 500 for anything unexpected. */
export function errorStatuses(op: Operation): number[] {
  // 400: every call takes `?lang=` and refuses a value other than rus or uzb.
  const statuses = new Set([400, 500, ...(op.also ?? [])]);
  if (op.access !== 'none') statuses.add(401);
  if (op.access === 'right' || op.access === 'developer') statuses.add(403);
  if (op.method !== 'get') statuses.add(403); // a browser's cross-site request
  if (op.body || op.multipart || op.raw) statuses.add(413);
  if (op.multipart || op.raw) statuses.add(415);
  if (op.rateLimited) statuses.add(429);
  const known = new Set(Object.values(ERROR_STATUS));
  return [...statuses].filter((status) => known.has(status)).sort((a, b) => a - b);
}

function fileSchema(types: readonly string[] | undefined): JsonSchema {
  if (!types) return { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    description: `One of: ${types.join(', ')}, recognised by its content, not its name.`,
    anyOf: types.map((type) => ({ type: 'string', contentMediaType: type })),
  };
}

function requestBody(op: Operation) {
  if (op.body) {
    const example = op.example?.body === undefined ? {} : { example: op.example.body };
    return { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input'), ...example } } };
  }
  if (op.raw)
    return { required: true, content: { [op.raw]: { schema: { type: 'string', contentMediaType: op.raw } } } };
  if (!op.multipart) return undefined;
  const { files, types } = op.multipart;
  const fields = op.multipart.fields
    ? (jsonSchema(op.multipart.fields, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] })
    : {};
  const schema = {
    type: 'object',
    properties: { ...fields.properties, ...Object.fromEntries(files.map((name) => [name, fileSchema(types)])) },
    required: [...(fields.required ?? []), ...files],
  };
  const encoding = types
    ? { encoding: Object.fromEntries(files.map((name) => [name, { contentType: types.join(', ') }])) }
    : {};
  return { required: true, content: { 'multipart/form-data': { schema, ...encoding } } };
}

// A parameter shows the example's value for it, when the operation has one.
function withExample<P extends { name: string }>(parameters: P[], values: Record<string, string | number> | undefined) {
  return parameters.map((p) => (values?.[p.name] === undefined ? p : { ...p, example: values[p.name] }));
}

function fileAnswer(types: string | readonly string[]) {
  const list = typeof types === 'string' ? [types] : types;
  return {
    description: 'The file, as an attachment (Content-Disposition) never shown inline.',
    content: Object.fromEntries(list.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
  };
}

function dataSchema(op: Operation): JsonSchema {
  return typeof op.data === 'string' ? { description: op.data } : jsonSchema(op.data, 'output');
}

/** The operation object of one call, with a stable operationId made of its method and path. */
export function operationObject(op: Operation) {
  const parameters = [
    ...withExample(op.pathParams ? parametersOf(op.pathParams, 'path') : [], op.example?.params),
    ...withExample(op.query ? parametersOf(op.query, 'query', ['lang']) : [], op.example?.query),
    ...withExample(
      (op.headers ?? []).map((h) => ({
        name: h.name,
        in: 'header',
        required: true,
        description: h.description,
        schema: jsonSchema(h.schema, 'input'),
      })),
      op.example?.headers,
    ),
    { $ref: '#/components/parameters/lang' },
  ];
  const body = requestBody(op);
  const success = op.file
    ? fileAnswer(op.file)
    : op.bare
      ? {
          description: 'The answer itself, without the envelope.',
          content: { 'application/json': { schema: dataSchema(op) } },
        }
      : { description: 'Success envelope.', content: { 'application/json': { schema: okEnvelope(dataSchema(op)) } } };
  return {
    operationId: `${op.method}${op.path.replace('/api/v1', '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    summary: op.summary,
    tags: [op.tag],
    security: SECURITY[op.access],
    parameters,
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': success,
      ...Object.fromEntries(errorStatuses(op).map((status) => [String(status), errorRef(status)])),
    },
  };
}
