/**
 * Builds a route's handler from its contract: refuses state-changing calls from other sites, checks the
 * signature and `?lang=`, then the contract's access, then validates its inputs, runs the handler with them
 * typed, and turns any thrown error into the envelope; in tests it also checks the answer against the contract.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { Staff } from '@/lib/staff/auth/session';
import { env } from '@/lib/platform/env';
import { langFromRequest, type Lang } from '@/lib/platform/i18n/locales';
import { logger } from '@/lib/platform/log/logger';
import { fail } from '@/lib/platform/errors/domain-error';
import { toErrorResponse } from '../error-response';
import { checkLangQuery } from '../lang-param';
import { SAFE_METHODS, isCrossSite } from '../origin';
import { hasValidSignature } from '../verify-signature.mjs';
import { checkAccess } from './access';
import { checkAnswer } from './check-answer';
import type { RouteContract } from './contract';
import { readInputs } from './read-input';

type Output<C, K extends string, Else = undefined> = C extends { [key in K]: infer S extends z.ZodType }
  ? z.output<S>
  : Else;

/** What a route's handler receives: the request, the caller's language, the validated inputs and the staff member its access let through. */
export type RouteInput<C extends RouteContract> = {
  req: NextRequest;
  lang: Lang;
  params: Output<C, 'params', Record<string, string | string[]>>;
  query: Output<C, 'query'>;
  headers: Output<C, 'headers'>;
  body: C extends { bodyReadBy: 'handler' } ? undefined : Output<C, 'body'>;
  staff: C['access'] extends 'public' | 'signed' | 'same-origin' ? undefined : Staff;
};

function refuseCrossSite(req: NextRequest) {
  logger().warn(
    {
      event: 'cross_site_refused',
      method: req.method,
      path: req.nextUrl.pathname,
      origin: req.headers.get('origin'),
    },
    'cross-site call refused',
  );
  return fail('cross_site');
}

/** The Next route handler of one method, built from its contract and the function that answers it. */
export function defineRoute<const C extends RouteContract>(
  contract: C,
  handler: (input: RouteInput<C>) => Promise<Response>,
) {
  return async (req: NextRequest, context: { params: Promise<Record<string, string | string[]>> }) => {
    const lang = langFromRequest(req.nextUrl, req.headers.get('accept-language'));
    let res: Response;
    try {
      if (!SAFE_METHODS.has(req.method) && isCrossSite(req)) throw refuseCrossSite(req);
      if (contract.access !== 'public' && !hasValidSignature(req.headers)) throw fail('signature');
      if (contract.langQuery !== false) checkLangQuery(req.nextUrl);
      const rawParams = await context.params;
      const staff = await checkAccess(req, contract, rawParams);
      const inputs = await readInputs(req, contract, rawParams, staff);
      res = await handler({ req, lang, staff, ...inputs } as RouteInput<C>);
    } catch (error) {
      return toErrorResponse(error, lang, req);
    }
    if (env().NODE_ENV === 'test') await checkAnswer(contract, res);
    return res;
  };
}
