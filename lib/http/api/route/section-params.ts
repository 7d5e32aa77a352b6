/** The `{section}` path parameters of the admin calls: the codes a route answers for (any other: 404 once signed in). */
import { z } from 'zod';
import { CONTENT_SECTIONS, type ContentSection } from '@/lib/content/sections';
import { INBOX_SECTIONS } from '@/lib/staff/inbox/sections';

const contentCodes = CONTENT_SECTIONS as [ContentSection, ...ContentSection[]];

/** A content section. */
export const contentSectionParams = z.object({ section: z.enum(contentCodes) });

/** An inbox section. */
export const inboxSectionParams = z.object({ section: z.enum(INBOX_SECTIONS) });

/** A content or an inbox section. */
export const anySectionParams = z.object({ section: z.enum([...contentCodes, ...INBOX_SECTIONS]) });
