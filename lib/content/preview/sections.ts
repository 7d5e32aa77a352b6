/** What a preview link may show, and how its request is read. Client-safe: the admin's preview button uses it. */
import { z } from 'zod';
import { LANGS } from '@/lib/platform/i18n/locales';
import { rowId } from '@/lib/content/sections/shared/schema-parts';

/** The sections whose items can be previewed (each has a `published` switch). */
export const PREVIEW_SECTIONS = ['news', 'slider', 'vacancy', 'tenders', 'faq'] as const;
/** A section with previews. */
export type PreviewSection = (typeof PREVIEW_SECTIONS)[number];

/** Whether a section's items can be previewed. */
export function isPreviewSection(section: string): section is PreviewSection {
  return (PREVIEW_SECTIONS as readonly string[]).includes(section);
}

/** POST /api/v1/adm/preview: which item, and the language of the page the link opens. */
export const previewRequest = z.object({
  section: z.enum(PREVIEW_SECTIONS),
  id: rowId,
  lang: z.enum(LANGS).default('rus'),
});
