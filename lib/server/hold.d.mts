/** Types of hold.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function holdResponse(
  res: ServerResponse,
  limit: number,
  finish: (status: number, headers: OutgoingHttpHeaders, body: Buffer | null) => HeldAnswer,
): void;
/** The headers to send, and the body when it replaces the one Next wrote. */
export type HeldAnswer = { headers: OutgoingHttpHeaders; body?: Buffer };
