/** One route contract as an OpenAPI 3.1 operation object. */
import { ERROR_STATUS } from '../errors';
import { needsSession, type RouteContract } from '../route/contract';
import { errorRef, okEnvelope } from './components';
import { jsonSchema, parametersOf } from './json-schema';
import type { JsonSchema } from './types';

const SIGNED = { zTime: [], zStatistic: [] };
// Either cookie name carries the session: plain over HTTP, __Host- over HTTPS.
const SESSION = [
  { ...SIGNED, adminSession: [] },
  { ...SIGNED, adminSessionSecure: [] },
];

function security(contract: RouteContract): object[] {
  if (contract.access === 'public') return [];
  return needsSession(contract.access) ? SESSION : [SIGNED];
}

/** The error statuses a call can answer: those its access and inputs imply, its own, 400 for a bad `lang`, and 500 for anything unexpected. */
function errorStatuses(contract: RouteContract): number[] {
  // 400: every call takes `?lang=` and refuses a value other than rus or uzb.
  const statuses = new Set([400, 500, ...(contract.errors ?? []).map((code) => ERROR_STATUS[code])]);
  if (contract.access !== 'public') statuses.add(401);
  // No right, or two-factor set-up owed (the own account's calls work while it is owed).
  if (needsSession(contract.access) && contract.access !== 'account') statuses.add(403);
  if (contract.method !== 'GET') statuses.add(403); // a browser's cross-site request
  if (contract.access === 'path-section') statuses.add(404);
  if (contract.body || contract.multipart || contract.raw) statuses.add(413);
  if (contract.multipart || contract.raw) statuses.add(415);
  return [...statuses].sort((a, b) => a - b);
}

function fileSchema(types: readonly string[] | undefined): JsonSchema {
  if (!types) return { type: 'string', contentMediaType: 'application/octet-stream' };
  return {
    description: `One of: ${types.join(', ')}, recognised by its content, not its name.`,
    anyOf: types.map((type) => ({ type: 'string', contentMediaType: type })),
  };
}

function requestBody(contract: RouteContract) {
  const { body, raw, multipart, example } = contract;
  if (body) {
    const shown = example?.body === undefined ? {} : { example: example.body };
    return { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input'), ...shown } } };
  }
  if (raw) return { required: true, content: { [raw]: { schema: { type: 'string', contentMediaType: raw } } } };
  if (!multipart) return undefined;
  const { files, types } = multipart;
  const fields = multipart.fields
    ? (jsonSchema(multipart.fields, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] })
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

// A parameter shows the example's value for it, when the contract has one.
function withExample<P extends { name: string }>(parameters: P[], values: Record<string, string | number> | undefined) {
  return parameters.map((p) => (values?.[p.name] === undefined ? p : { ...p, example: values[p.name] }));
}

function success(contract: RouteContract) {
  if (!contract.answer)
    return {
      '200': {
        description: 'Success envelope.',
        content: { 'application/json': { schema: okEnvelope(jsonSchema(contract.data!, 'output')) } },
      },
    };
  const { status, mediaTypes, description } = contract.answer;
  const schemaOf = (type: string) =>
    type === 'application/json' ? { type: 'object' } : { type: 'string', contentMediaType: type };
  const content = Object.fromEntries(mediaTypes.map((type) => [type, { schema: schemaOf(type) }]));
  return { [String(status)]: { description, ...(mediaTypes.length > 0 ? { content } : {}) } };
}

/** The operation object of one call at `path`, with a stable operationId made of its method and path. */
export function operationObject(path: string, contract: RouteContract) {
  const { example } = contract;
  const parameters = [
    ...withExample(contract.params ? parametersOf(contract.params, 'path') : [], example?.params),
    ...withExample(contract.query ? parametersOf(contract.query, 'query', ['lang']) : [], example?.query),
    ...withExample(contract.headers ? parametersOf(contract.headers, 'header') : [], example?.headers),
    { $ref: '#/components/parameters/lang' },
  ];
  const body = requestBody(contract);
  const method = contract.method.toLowerCase();
  return {
    operationId: `${method}${path.replace('/api/v1', '').replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ?? '').toUpperCase())}`,
    summary: contract.summary,
    tags: [contract.tag],
    security: security(contract),
    parameters,
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...success(contract),
      ...Object.fromEntries(errorStatuses(contract).map((status) => [String(status), errorRef(status)])),
    },
  };
}
