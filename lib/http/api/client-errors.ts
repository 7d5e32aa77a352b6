/**
 * The error catalogue of SPEC §8 for client calls: how a failed call becomes the text the
 * visitor sees. Kept apart from axios so it is easy to test.
 */

/** A failed call: the text to show, plus the server's code, per-field messages and message values when it sent them. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly code: string = 'unavailable',
    readonly fields: Record<string, string> = {},
    readonly httpStatus = 0,
    readonly params: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

type ServerError = {
  name?: string;
  message?: string;
  code?: string;
  fields?: Record<string, string>;
  params?: Record<string, string>;
};
export type CallKind = 'read' | 'write' | 'delete';

/** The message for an error envelope, by the kind of call (SPEC §8). */
export function messageFor(kind: CallKind, error: ServerError): string {
  const name = error.name ?? '';
  const message = error.message ?? '';
  if (kind === 'delete') return `ApiService ${message || name}`;
  if (kind === 'read') return message || name;
  return name ? `${name}. ${message}` : message;
}

/** The ApiCallError for a call that got an error envelope (or none at all: a network failure). */
export function toCallError(kind: CallKind, httpStatus: number, body: unknown, unavailableText: string): ApiCallError {
  const envelope = body as { status?: string; error?: ServerError } | undefined;
  if (!httpStatus || !envelope?.error) return new ApiCallError(unavailableText, 'unavailable', {}, httpStatus);
  const error = envelope.error;
  return new ApiCallError(
    messageFor(kind, error),
    error.code ?? 'error',
    error.fields ?? {},
    httpStatus,
    error.params ?? {},
  );
}
