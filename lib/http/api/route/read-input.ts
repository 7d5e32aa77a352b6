/** Reads and validates a call's params, query, headers and body with its contract's schemas (400 envelopes naming the fields). */
import 'server-only';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { Staff } from '@/lib/staff/auth/session';
import { forbidden } from '@/lib/staff/auth/require-right';
import { hasAccessRight, type AccessRight } from '@/lib/staff/auth/rights';
import { fail } from '@/lib/platform/errors/domain-error';
import { parseBody, parseQuery, readJson, validate } from '../parse';
import type { RouteContract } from './contract';

/** The validated inputs of a call, as the contract's schemas output them. */
type RouteInputs = { params: unknown; query: unknown; headers: unknown; body: unknown };

const sectionEnvelope = z.object({ section: z.string() }).loose();

// The body's section is checked, then its right, before the rest of the body, so a caller without the right learns nothing from validation.
async function sectionBody(req: NextRequest, contract: RouteContract, staff: Staff | undefined) {
  const raw = await readJson(req);
  const { section } = validate(sectionEnvelope, raw);
  if (!contract.sections?.includes(section)) throw fail('validation', [{ path: 'section', key: 'invalidChoice' }]);
  if (staff && !hasAccessRight(staff.role, section as AccessRight)) throw forbidden(req, staff, section);
  return validate(contract.body!, raw);
}

function headersOf(req: NextRequest, schema: z.ZodObject) {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, req.headers.get(name) ?? undefined]));
}

/** Validates the inputs in a fixed order: params, query, headers, body. */
export async function readInputs(
  req: NextRequest,
  contract: RouteContract,
  rawParams: Record<string, unknown>,
  staff: Staff | undefined,
): Promise<RouteInputs> {
  const params = contract.params ? validate(contract.params, rawParams) : rawParams;
  const query = contract.query ? parseQuery(req.nextUrl, contract.query) : undefined;
  const headers = contract.headers ? validate(contract.headers, headersOf(req, contract.headers)) : undefined;
  let body: unknown;
  if (contract.body && contract.bodyReadBy !== 'handler')
    body =
      contract.access === 'body-section'
        ? await sectionBody(req, contract, staff)
        : await parseBody(req, contract.body);
  return { params, query, headers, body };
}
