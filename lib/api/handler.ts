/**
 * Wraps a route handler: refuses state-changing calls from other sites, checks the signature, turns ApiError and bad JSON into the error
 * envelope in the caller's language, and answers anything unexpected with a bare 500
 * envelope (the details go to the log, never to the caller).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { langFromRequest, type Lang } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { logger } from '@/lib/log/logger';
import { formatDateTime } from '@/lib/format/date-time';
import { isDbUnavailable } from '@/lib/db/reachability.mjs';
import { ApiError, apiError, RETRY_AFTER_SECONDS } from './errors';
import { errorResponse } from './envelope';
import { hasValidSignature } from './verify-signature';
import { SAFE_METHODS, isCrossSite } from './origin';
import { checkLangQuery } from './lang-param';

/** What a wrapped handler receives besides the request. */
export type HandlerContext<P> = { params: P; lang: Lang };

type Options = { signed?: boolean; langQuery?: boolean };

/**
 * Builds a Next route handler from `fn`; `signed: false` skips the signature (health checks);
 * `langQuery: false` skips the `?lang=` check (the catch-all, whose answer is a 404 whatever the query).
 */
export function apiHandler<P = Record<string, string>>(
  fn: (req: NextRequest, ctx: HandlerContext<P>) => Promise<Response>,
  options: Options = {},
) {
  return async (req: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    const lang = langFromRequest(req.nextUrl, req.headers.get('accept-language'));
    try {
      if (!SAFE_METHODS.has(req.method) && isCrossSite(req)) {
        logger().warn(
          {
            event: 'cross_site_refused',
            method: req.method,
            path: req.nextUrl.pathname,
            origin: req.headers.get('origin'),
          },
          'cross-site call refused',
        );
        throw apiError('cross_site');
      }
      if (options.signed !== false && !hasValidSignature(req.headers)) throw apiError('signature');
      if (options.langQuery !== false) checkLangQuery(req.nextUrl);
      return await fn(req, { params: await context.params, lang });
    } catch (error) {
      return toErrorResponse(error, lang, req);
    }
  };
}

// A time sent as ISO reads in the message as the admin shows every time (Tashkent).
function messageValues(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, key === 'until' ? formatDateTime(value) : value]),
  );
}

/** The envelope for any thrown value. */
export function toErrorResponse(error: unknown, lang: Lang, req?: NextRequest): Response {
  // The database unreachable (or a statement held up past its timeout) is the same 503 wherever it is met.
  const outage = !(error instanceof ApiError) && isDbUnavailable(error);
  const known = error instanceof ApiError ? error : outage ? apiError('unavailable') : undefined;
  if (outage) logger().warn({ err: (error as Error).message, path: req?.nextUrl.pathname }, 'database unavailable');
  else if (!known) logger().error({ err: error, path: req?.nextUrl.pathname }, 'unhandled error in route handler');
  const failure = known ?? apiError('internal');
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
    failure.status,
    {
      name: t(`${failure.code}.name`),
      message,
      code: failure.code,
      ...(fields ? { fields } : {}),
      ...(failure.params ? { params: failure.params } : {}),
    },
    failure.status === 503 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined,
  );
}
