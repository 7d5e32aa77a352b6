/** How one /api/v1 call is described before it becomes an OpenAPI operation. */
import type { z } from 'zod';

/** Who may call: nobody is checked, a signature, a staff session, a section right, or the developer role. */
export type Access = 'none' | 'signed' | 'staff' | 'right' | 'developer';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One call: its inputs are the handler's own zod schemas; `data` is a schema, or a description where no type is clear. */
export type Operation = {
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  access: Access;
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Form fields and file fields; `types`: the media types a file may have (recognised by its content), else any bytes. */
  multipart?: { fields?: z.ZodObject; files: string[]; types?: readonly string[] };
  /** The body is raw bytes of this media type (the speed test's upload). */
  raw?: string;
  headers?: { name: string; schema: z.ZodType; description: string }[];
  data: z.ZodType | string;
  rateLimited?: boolean;
  /** The answer is `data` itself, not wrapped in the success envelope. */
  bare?: true;
  /** The answer is a file download of this media type (or of one of these), not JSON. */
  file?: string | readonly string[];
  /** A request the call accepts, shown in the document (tests/integration/openapi-examples.test.ts sends it). */
  example?: OperationExample;
  /** Statuses the handler or its lib function answers besides those its inputs and access imply. */
  also?: number[];
};

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = Record<string, unknown>;

/** One accepted request: values by parameter name, and the JSON body. A body's `altcha` stands for a freshly solved captcha. */
export type OperationExample = {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  body?: unknown;
};
