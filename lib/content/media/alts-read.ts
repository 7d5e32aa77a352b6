/**
 * The library's alt texts for the public pages: an image shown without an alt of its own takes the
 * library's text in the page's language. Cached under the library's tag, which an alt edit expires.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { MEDIA_TAG } from './expire';
import { mediaFiles } from './table';

const readAlts = unstable_cache(
  async (lang: Lang): Promise<Record<string, string>> => {
    const column = lang === 'uzb' ? mediaFiles.altUzb : mediaFiles.altRus;
    const rows = await (await getDb()).select({ path: mediaFiles.path, alt: column }).from(mediaFiles);
    return Object.fromEntries(rows.filter((row) => row.alt).map((row) => [row.path, row.alt]));
  },
  ['media-alts'],
  { tags: [MEDIA_TAG] },
);

/** The alt text of each library image that has one, in `lang`, by path. */
export function mediaAlts(lang: Lang): Promise<Record<string, string>> {
  return readAlts(lang);
}
