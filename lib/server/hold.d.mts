/** Types of hold.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function holdResponse(res: ServerResponse, limit: number, finish: (status: number, headers: OutgoingHttpHeaders, body: Buffer | null) => OutgoingHttpHeaders): void;
