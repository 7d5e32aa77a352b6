/** The shared parts of the OpenAPI document: envelopes, error answers, security schemes, the language parameter. */
import { z } from 'zod';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/staff/auth/cookie';
import type { ErrorEnvelope } from '../envelope';
import { ERROR_STATUS } from '../errors';
import type { ErrorCode } from '@/lib/platform/errors/domain-error';
import { MAX_SKEW_MS, SIGNATURE_HEADER, TIME_HEADER } from '../sign';
import { jsonSchema } from './json-schema';
import type { JsonSchema } from './types';

const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

const errorEnvelope = z.object({
  status: z.literal('error'),
  error: z.object({
    name: z.string().describe('A short title in the caller language.'),
    message: z.string().describe('The text in the caller language, with the field messages appended.'),
    code: z.enum(ERROR_CODES).describe('A stable machine code.'),
    fields: z.record(z.string(), z.string()).optional().describe("Each wrong field's dotted path and its message."),
    params: z
      .record(z.string(), z.string())
      .optional()
      .describe('Values of the message, e.g. `until` (ISO time) of a locked login.'),
    down: z
      .array(z.string())
      .optional()
      .describe("The parts that are down (`database`, `listener`): the readiness probe's 503 only."),
  }),
}) satisfies z.ZodType<ErrorEnvelope>;

/** The success envelope around one answer's `data` schema. */
export function okEnvelope(data: JsonSchema): JsonSchema {
  return { type: 'object', properties: { status: { const: 'ok' }, data }, required: ['status', 'data'] };
}

/** The component name of the error answer with an HTTP status. */
export const errorRef = (status: number) => ({ $ref: `#/components/responses/Error${status}` });

function errorResponses() {
  const statuses = [...new Set(Object.values(ERROR_STATUS))].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => {
      const codes = ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
      return [
        `Error${status}`,
        {
          description: `Error envelope; code ${codes.join(' or ')}.`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
        },
      ];
    }),
  );
}

const signatureNote = `Both ${TIME_HEADER} and ${SIGNATURE_HEADER} are required together, at most ${MAX_SKEW_MS / 60_000} minutes off the server clock. The keys reach the browser with the page: an anti-scraping check, not authentication.`;

/** The `components` section of the document. */
export function components() {
  return {
    schemas: { ErrorEnvelope: jsonSchema(errorEnvelope, 'output') },
    responses: errorResponses(),
    parameters: {
      lang: {
        name: 'lang',
        in: 'query',
        required: false,
        description:
          'Language of messages (else Accept-Language, else Russian); any other value is refused: 400 validation naming lang.',
        schema: { type: 'string', enum: ['rus', 'uzb'] },
      },
    },
    securitySchemes: {
      zTime: {
        type: 'apiKey',
        in: 'header',
        name: TIME_HEADER,
        description: `The current time in milliseconds. ${signatureNote}`,
      },
      zStatistic: {
        type: 'apiKey',
        in: 'header',
        name: SIGNATURE_HEADER,
        description: `Lowercase hex MD5 of ${TIME_HEADER} + STATISTIC_KEY + MAP_KEY. ${signatureNote}`,
      },
      adminSession: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The staff session cookie set by POST /api/v1/user/auth over plain HTTP.',
      },
      adminSessionSecure: {
        type: 'apiKey',
        in: 'cookie',
        name: SECURE_SESSION_COOKIE,
        description: 'The same session cookie over HTTPS.',
      },
    },
  };
}
