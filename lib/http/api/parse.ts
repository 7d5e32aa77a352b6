/** Reads a request's JSON body or query and validates it with a zod schema (400 envelope otherwise). */
import 'server-only';
import type { z } from 'zod';
import { issueMessage } from '@/lib/platform/validation/issue-key';
import { unstorableTextPath } from '@/lib/platform/validation/storable-text';
import { fail, type FieldIssue } from '@/lib/platform/errors/domain-error';

const MAX_JSON_BYTES = 64 * 1024;

function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.') || '_', ...issueMessage(issue) }));
}

/** Validates a value against a schema (and refuses text the database cannot store), throwing a 400 DomainError naming the fields. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const unstorable = unstorableTextPath(value);
  if (unstorable !== null) throw fail('validation', [{ path: unstorable || '_', key: 'invalidCharacters' }]);
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw fail('validation', toFieldIssues(result.error));
  return result.data;
}

/** Reads a JSON body of at most 64 KiB, of any shape. */
export async function readJson(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_JSON_BYTES) throw fail('payload_too_large');
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw fail('payload_too_large');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fail('malformed_json');
  }
  return value;
}

/** Parses and validates a JSON body of at most 64 KiB. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJson(req));
}

/** Validates the query string as an object of strings. */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  return validate(schema, Object.fromEntries(url.searchParams.entries()));
}
