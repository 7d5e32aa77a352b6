/**
 * Browser side of validation: the react-hook-form resolver over the SAME zod schema as the
 * server, with messages from the Validation namespace, and server field errors put under the
 * fields they name. Showing the failure (a notification) is the calling component's part
 * (components/ui/report-failure.ts).
 */
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiCallError } from '@/lib/http/api/client-errors';
import { issueMessage } from './issue-key';

/** The Validation namespace's texts, passed down from the server component. */
export type ValidationTexts = Record<string, string>;

/** Fills `{name}` placeholders. */
export function fill(text: string, values?: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => String(values?.[name] ?? m));
}

/** The visible text of a field error: a bare key is translated, anything else shown as is. */
export function errorText(message: string | undefined, texts: ValidationTexts): string | undefined {
  if (!message) return undefined;
  return texts[message] ?? message;
}

/**
 * A resolver for the schema that `loadSchema` imports, with translated messages. zod and the
 * resolver are fetched on the first validation (usually the first submit), not with the page:
 * public pages stay within their JavaScript budget until a visitor actually uses a form.
 */
export function formResolver<S extends z.ZodType>(
  loadSchema: () => Promise<S>,
  texts: ValidationTexts,
): Resolver<z.input<S> & FieldValues, unknown, z.output<S>> {
  let ready: Promise<Resolver<FieldValues>> | undefined;
  const resolver: Resolver<FieldValues> = async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) =>
        zodResolver(schema as never, {
          reportInput: true,
          error: (issue) => {
            const { key, values: params } = issueMessage(issue as never);
            return fill(texts[key] ?? texts.invalidFormat ?? key, params);
          },
        }) as unknown as Resolver<FieldValues>,
    );
    return (await ready)(values, context, options);
  };
  return resolver as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>;
}

/** A failed call as a form shows it: the message for a notification and the server's errors by field. */
export function failureOf(error: unknown): { message: string; fields: Record<string, string> } {
  const failure = error instanceof ApiCallError ? error : new ApiCallError(String((error as Error)?.message ?? error));
  return { message: failure.message, fields: failure.fields };
}

/** Puts the server's field errors of a failed call under the fields they name. */
export function setServerErrors<T extends FieldValues>(
  fields: Record<string, string>,
  setError: UseFormSetError<T>,
): void {
  for (const [path, message] of Object.entries(fields)) setError(path as Path<T>, { type: 'server', message });
}
