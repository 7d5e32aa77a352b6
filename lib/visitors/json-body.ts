/** A JSON body read with the same size cap and malformed-JSON envelope as parseBody, before choosing a schema. */
import 'server-only';
import { z } from 'zod';
import { parseBody } from '@/lib/api/parse';

/** The parsed JSON value of a request body (any shape). */
export function parseJson(req: Request): Promise<unknown> {
  return parseBody(req, z.unknown());
}
