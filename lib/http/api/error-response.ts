/** Any thrown value as the error envelope in the caller's language; the unexpected as a bare 500 (details go to the log). */
import 'server-only';
import type { NextRequest } from 'next/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import { logger } from '@/lib/platform/log/logger';
import { formatDateTime } from '@/lib/platform/format/date-time';
import { isDbUnavailable } from '@/lib/platform/db/reachability.mjs';
import { ERROR_STATUS, RETRY_AFTER_SECONDS } from './errors';
import { DomainError, fail } from '@/lib/platform/errors/domain-error';
import { errorResponse } from './envelope';

const TIME_PARAMS = new Set(['until', 'at']);

// A time sent as ISO reads in the message as the admin shows every time (Tashkent).
function messageValues(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, TIME_PARAMS.has(key) ? formatDateTime(value) : value]),
  );
}

/** The envelope for any thrown value. */
export function toErrorResponse(error: unknown, lang: Lang, req?: NextRequest): Response {
  // The database unreachable (or a statement held up past its timeout) is the same 503 wherever it is met.
  const outage = !(error instanceof DomainError) && isDbUnavailable(error);
  const known = error instanceof DomainError ? error : outage ? fail('unavailable') : undefined;
  if (outage) logger().warn({ err: (error as Error).message, path: req?.nextUrl.pathname }, 'database unavailable');
  else if (!known) logger().error({ err: error, path: req?.nextUrl.pathname }, 'unhandled error in route handler');
  const failure = known ?? fail('internal');
  const status = ERROR_STATUS[failure.code];
  const t = translator(lang, 'Errors');
  const v = translator(lang, 'Validation');
  // The first issue of a field is its message, as in the form on the page (react-hook-form's firstError).
  let fields: Record<string, string> | undefined;
  for (const f of failure.fields) {
    fields ??= {};
    fields[f.path] ??= v(f.key, f.values);
  }
  const text = t(`${failure.code}.message`, failure.params && messageValues(failure.params));
  const message = fields ? `${text} ${Object.values(fields).join(' ')}`.trim() : text;
  return errorResponse(
    status,
    {
      name: t(`${failure.code}.name`),
      message,
      code: failure.code,
      ...(fields ? { fields } : {}),
      ...(failure.params ? { params: failure.params } : {}),
    },
    status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined,
  );
}
