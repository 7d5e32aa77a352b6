/** A row of the write-endpoint fuzz table, and the stored examples its admin rows start from. */
import type fc from 'fast-check';
import type { ContentSection } from '@/lib/content/sections';
import type { Expectation, Sent, WriteMethod } from '../helpers/fuzz/run';

/** Valid items read from the seeded database: one per content section, a building and a staff account to edit. */
export type FuzzContext = {
  items: Record<ContentSection, { id: number | string; data: Record<string, unknown> }>;
  addressId: number;
  userId: number;
};

/** One endpoint's fuzz: its route file (below app/api/v1) and method, the requests and what every answer must be. */
export type FuzzCase = Expectation & {
  route: string;
  method: WriteMethod;
  name: string;
  /** sent as a signed-in developer, so the body reaches validation */
  staff?: boolean;
  requests: (ctx: FuzzContext) => fc.Arbitrary<Sent>;
};

/** The answers of a JSON endpoint to bodies it refuses: 400 (malformed or invalid, most of them) or 413 (over 64 KiB). */
export const JSON_REFUSED = { answers: [400, 413], refusals: [400] } as const;

/** The answers of a multipart endpoint to requests it refuses: 400 (fields, framing), 415 (not multipart, wrong file) or 413 (too large). */
export const MULTIPART_REFUSED = { answers: [400, 413, 415], refusals: [400, 415] } as const;
