/** Naming one item of a content section in a call's path and input. */
import 'server-only';
import { fail } from '@/lib/platform/errors/domain-error';
import { SECTION_IDS, type ContentSection } from '@/lib/content/sections';

/** The id as the section's items are keyed (a number, or a static text's key); 400 naming `id` when it cannot be one. */
export function itemIdOf(section: ContentSection, raw: number | string): number | string {
  const result = SECTION_IDS[section].safeParse(raw);
  if (!result.success || result.data === undefined) throw fail('validation', [{ path: 'id', key: 'invalidFormat' }]);
  return result.data;
}
