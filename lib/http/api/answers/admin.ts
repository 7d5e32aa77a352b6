/** What the media library and the audit trail answer (the other admin answers are in data.ts). */
import { z } from 'zod';
import type { MediaItem } from '@/lib/content/media/contract';

const localizedAlt = z.object({ rus: z.string(), uzb: z.string() });

const mediaItem = z.object({
  path: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: localizedAlt,
  uses: z.number().int().describe('How many content items show the file'),
  uploaded_at: z.string().describe('ISO moment'),
  uploaded_by: z.string().nullable().describe('The e-mail of who uploaded it; null for images from before the library'),
}) satisfies z.ZodType<MediaItem>;

export const mediaPageData = z.object({ items: z.array(mediaItem), total: z.number().int() });

/** Audit entries, newest first: who did what to which item, with the item before and after. */
export const auditData = z.array(
  z.object({
    id: z.number().int(),
    userId: z.number().int().nullable(),
    userEmail: z.string(),
    section: z.string(),
    itemId: z.string(),
    action: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    at: z.string().describe('ISO moment'),
  }),
);
