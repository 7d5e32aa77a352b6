/**
 * The HTTP side of the site's errors: the status each code is answered with. The errors themselves
 * are DomainErrors (lib/platform/errors/domain-error.ts); lib/http/api/error-response.ts turns one into the envelope.
 */
import type { ErrorCode } from '@/lib/platform/errors/domain-error';

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
  edit_conflict: 409,
  media_in_use: 409,
  already_rated: 409,
  not_rated: 404,
  locked: 429,
  too_many: 429,
  payload_too_large: 413,
  unsupported_media: 415,
  unavailable: 503,
  internal: 500,
};

export { RETRY_AFTER_SECONDS } from '@/lib/platform/db/reachability.mjs';
