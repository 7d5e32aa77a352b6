/**
 * Browser-side validation without a form library: the SAME zod schema as the server, fetched on
 * the first check, with the Validation namespace's texts. For a small form on a page whose first
 * load must stay light (the express payment's login check), where react-hook-form would be most
 * of the page's own script.
 */
import type { z } from 'zod';
import { issueMessage } from './issue-key';
import { fill, type ValidationTexts } from './form-errors';

/** A check's outcome: the parsed values, or a translated error text per field path. */
export type SchemaCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/** Parses `values` with the schema `loadSchema` imports; each field gets the text of its first issue. */
export async function checkWithSchema<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  values: unknown,
  texts: ValidationTexts,
): Promise<SchemaCheck<z.output<S>>> {
  const result = (await loadSchema()).safeParse(values, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (errors[path] !== undefined) continue;
    const { key, values: params } = issueMessage(issue as never);
    errors[path] = fill(texts[key] ?? texts.invalidFormat ?? key, params);
  }
  return { ok: false, errors };
}
