/**
 * A route's contract: what it takes, who may call it and what it answers. route.ts builds its handler
 * from it (defineRoute) and /api/v1/openapi.json describes the call from it, so the two cannot drift.
 */
import type { z } from 'zod';
import type { AccessRight } from '@/lib/staff/auth/rights';
import type { ErrorCode } from '@/lib/platform/errors/domain-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/**
 * Who may call, checked before any input is read: `public` (no signature), `signed` (Z-Time/Z-Statistic),
 * `same-origin` (signed, and sent by a page of this site: 403 cross_site otherwise; the session's own calls),
 * `account` (a session, even while two-factor set-up is owed: the own account's calls), `staff` (a session;
 * the handler checks a right its input names), `developer`, `media` (an image section's right), a right's code,
 * `path-section` (the right of the section `params.section` names; 404 when the params refuse it) or
 * `body-section` (the right of the body's `section`, one of `sections`, checked before the rest of the body).
 */
export type Access =
  | 'public'
  | 'signed'
  | 'same-origin'
  | 'account'
  | 'staff'
  | 'developer'
  | 'media'
  | AccessRight
  | 'path-section'
  | 'body-section';

/** Whether an access needs a staff session. */
export const needsSession = (access: Access) => access !== 'public' && access !== 'signed' && access !== 'same-origin';

/** An answer that is not a JSON success envelope: a file, a stream, a redirect, or bare JSON. */
type SpecialAnswer = { status: number; mediaTypes: readonly string[]; description: string };

/** Values of an accepted request shown in the document (tests/integration/openapi-examples.test.ts sends it). */
type ContractExample = {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
  body?: unknown;
};

type Schema = z.ZodType;

/** One method of one route. `data` describes the `data` of a success envelope; `answer` any other answer. */
export type RouteContract = {
  method: HttpMethod;
  summary: string;
  tag: 'service' | 'content' | 'addresses' | 'billing' | 'forms' | 'tasix' | 'speedtest' | 'admin';
  access: Access;
  params?: z.ZodObject;
  /** An object, or a union of objects (one set of parameters or another). */
  query?: z.ZodType;
  headers?: z.ZodObject;
  body?: Schema;
  /** `handler`: the handler reads and validates the documented body itself (it picks a schema by the body's keys). */
  bodyReadBy?: 'handler';
  /** `body-section`: the sections the body's `section` may name (400 invalidChoice otherwise). */
  sections?: readonly string[];
  /** Form and file fields the handler reads itself; `types`: the media types a file may have (recognised by content). */
  multipart?: { fields?: z.ZodObject; files: readonly string[]; types?: readonly string[] };
  /** The body is raw bytes of this media type, read by the handler. */
  raw?: string;
  /** Errors the handler or its lib code answers besides those its access and inputs imply. */
  errors?: readonly ErrorCode[];
  example?: ContractExample;
  /** `false` skips the `?lang=` check (the catch-all answers 404 whatever the query). */
  langQuery?: false;
} & ({ data: Schema; answer?: never } | { answer: SpecialAnswer; data?: never });

/** Keeps a contract's literal types (its schemas and access) for the handler's typed input. */
export function routeContract<const C extends RouteContract>(contract: C): C {
  return contract;
}
