/** Reads a request's JSON body or query and validates it with a zod schema (400 envelope otherwise). */
import 'server-only';
import type { z } from 'zod';
import { issueMessage } from '@/lib/validation/issue-key';
import { unstorableTextPath } from '@/lib/validation/storable-text';
import { apiError, type FieldIssue } from './errors';

const MAX_JSON_BYTES = 64 * 1024;

function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '_', ...issueMessage(issue) }));
}

/** Validates a value against a schema (and refuses text the database cannot store), throwing a 400 ApiError naming the fields. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unstorable = unstorableTextPath(value);
  if (unstorable !== null) throw apiError('validation', [{ path: unstorable || '_', key: 'invalidCharacters' }]);
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw apiError('validation', toFieldIssues(result.error));
  return result.data;
}

/** Parses and validates a JSON body of at most 64 KiB. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw apiError('payload_too_large');
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw apiError('payload_too_large');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw apiError('malformed_json');
  }
  return validate(schema, value);
}

/** Validates the query string as an object of strings. */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  return validate(schema, Object.fromEntries(url.searchParams.entries()));
}
