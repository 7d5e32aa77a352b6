/**
 * Where a request comes from. State-changing calls from another site are refused (403
 * cross_site) before any handler runs; GET never changes state.
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/platform/env';

/** Methods that never change state. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request was sent by a page of our own origin (an Origin header is required). */
export function isSameOrigin(req: NextRequest): boolean {
  if (req.headers.get('sec-fetch-site') === 'same-origin') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? req.nextUrl.host;
  try {
    const from = new URL(origin);
    // Behind a proxy that rewrites Host, the public origin (SITE_URL) is ours too.
    return from.host === host || from.origin === new URL(env().SITE_URL).origin;
  } catch {
    return false;
  }
}

/**
 * Whether a browser says the request comes from another site. Calls without Origin or
 * Sec-Fetch-Site (servers, scripts) are not browsers' cross-site forgeries; they still need the signature.
 */
export function isCrossSite(req: NextRequest): boolean {
  if (req.headers.get('sec-fetch-site') === 'cross-site') return true;
  return req.headers.has('origin') && !isSameOrigin(req);
}
