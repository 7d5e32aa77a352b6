/**
 * Errors are values with a code, an HTTP status and a message key; the handler turns
 * them into the envelope in the caller's language.
 */

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
  | 'already_rated'
  | 'not_rated'
  | 'locked'
  | 'too_many'
  | 'payload_too_large'
  | 'unsupported_media'
  | 'unavailable'
  | 'internal';

/** The HTTP status of each error code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation: 400,
  malformed_json: 400,
  signature: 401,
  unauthorized: 401,
  bad_credentials: 401,
  otp_required: 401,
  two_factor_setup: 403,
  forbidden: 403,
  cross_site: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  already_rated: 409,
  not_rated: 404,
  locked: 429,
  too_many: 429,
  payload_too_large: 413,
  unsupported_media: 415,
  unavailable: 503,
  internal: 500,
};

export { RETRY_AFTER_SECONDS } from '@/lib/db/reachability.mjs';

/** A field-level problem: the field's dotted path and a message key with its values. */
export type FieldIssue = { path: string; key: string; values?: Record<string, string | number> };

/** Values of the error's message (e.g. the ISO end of an account lock); sent to the caller as `params` too. */
export type ErrorParams = Record<string, string>;

/** An error the API answers with an envelope; never carries internals. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields: FieldIssue[] = [],
    readonly params?: ErrorParams,
  ) {
    super(code);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
  }
}

/** Shorthand for `new ApiError(code)`. */
export function apiError(code: ErrorCode, fields?: FieldIssue[], params?: ErrorParams): ApiError {
  return new ApiError(code, fields, params);
}
