/**
 * Static components: a `map` row holds one text in both languages; a `list` row holds records.
 * The server also checks a saved value keeps the shape of the stored one (write.ts).
 */
import { z } from 'zod';
import { localized } from '../shared/schema-parts';

export const scData = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('map'), value: localized(60_000, true) }),
  z.object({ kind: z.literal('list'), value: z.array(z.record(z.string(), z.unknown())).max(500) }),
]);
