/**
 * Errors of the site's own code: a typed code, the fields at fault and the values its message needs.
 * Nothing here knows HTTP; the API layer (lib/http/api/error-response.ts) turns one into the envelope.
 */

/** Every error code the site answers with; the one list (the API layer gives each its status). */
export type ErrorCode =
  | 'validation'
  | 'malformed_json'
  | 'signature'
  | 'unauthorized'
  | 'bad_credentials'
  | 'otp_required'
  | 'two_factor_setup'
  | 'forbidden'
  | 'cross_site'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'edit_conflict'
  | 'media_in_use'
  | 'already_rated'
  | 'not_rated'
  | 'locked'
  | 'too_many'
  | 'payload_too_large'
  | 'unsupported_media'
  | 'unavailable'
  | 'internal';

/** A field-level problem: the field's dotted path and a message key with its values. */
export type FieldIssue = { path: string; key: string; values?: Record<string, string | number> };

/** Values of the error's message (e.g. the ISO end of an account lock); sent to the caller as `params` too. */
export type ErrorParams = Record<string, string>;

/** A failure the caller is told about by its code; never carries internals. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields: FieldIssue[] = [],
    readonly params?: ErrorParams,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** Shorthand for `new DomainError(code, fields, params)`, read as `throw fail('not_found')`. */
export function fail(code: ErrorCode, fields?: FieldIssue[], params?: ErrorParams): DomainError {
  return new DomainError(code, fields, params);
}
