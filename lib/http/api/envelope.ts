/** The response envelope of SPEC §7: `{status:'ok', data}` or `{status:'error', error:{name, message}}`. */
import { NextResponse } from 'next/server';

export type OkEnvelope<T> = { status: 'ok'; data: T };
export type ErrorEnvelope = {
  status: 'error';
  error: {
    name: string;
    message: string;
    code: string;
    fields?: Record<string, string>;
    params?: Record<string, string>;
    /** The parts that are down (the readiness probe's 503). */
    down?: string[];
  };
};

/** Every API answer is for one caller (many for a signed-in staff member): never stored by any cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** A success envelope (HTTP 200 unless told otherwise). */
export function ok<T>(
  data: T,
  init?: { status?: number; headers?: Record<string, string> },
): NextResponse<OkEnvelope<T>> {
  return NextResponse.json(
    { status: 'ok', data },
    { status: init?.status ?? 200, headers: { ...NO_STORE, ...init?.headers } },
  );
}

/** An error envelope with its HTTP status. */
export function errorResponse(
  status: number,
  error: ErrorEnvelope['error'],
  headers?: Record<string, string>,
): NextResponse<ErrorEnvelope> {
  return NextResponse.json({ status: 'error', error }, { status, headers: { ...NO_STORE, ...headers } });
}
