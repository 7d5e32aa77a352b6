/** The download call's query: how many bytes to send, from one to the per-call maximum. */
import { z } from 'zod';
import { MAX_DOWNLOAD_BYTES } from './sizes';

export const downloadQuery = z.object({
  bytes: z.coerce.number().int().min(1).max(MAX_DOWNLOAD_BYTES),
  // a value of the caller's own that makes each URL unique, so no cache between it and us can answer
  r: z.string().max(40).optional(),
});
