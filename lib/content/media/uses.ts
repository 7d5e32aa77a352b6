/**
 * Where the library's images are shown: every content item is read and the image paths in its data
 * (image fields, a news body's pictures, the static texts' images) are collected, so a new section
 * or field that holds an image is counted without being listed here.
 */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import { CONTENT_SECTIONS, type ContentSection } from '@/lib/content/sections';
import { STORES } from '@/lib/content/sections/storage';

/** One item that shows an image: its section, id and title in both languages when it has one. */
export type MediaUse = { section: ContentSection; id: number | string; title: { rus: string; uzb: string } | null };

// A site path of an uploaded or bundled image, not the tail of another site's URL.
const IMAGE_PATH = /(?<![\w.-])\/(?:uploads\/)?images\/[\w./-]*\w/g;

/** The image paths an item's data names, each once. */
export function imagePathsIn(data: unknown): Set<string> {
  return new Set(JSON.stringify(data ?? null).match(IMAGE_PATH) ?? []);
}

function titleOf(data: unknown): MediaUse['title'] {
  const record = (data ?? {}) as Record<string, unknown>;
  for (const key of ['title', 'name']) {
    const value = record[key];
    if (typeof value === 'string' && value) return { rus: value, uzb: value };
    if (value && typeof value === 'object' && 'rus' in value && 'uzb' in value)
      return { rus: String(value.rus), uzb: String(value.uzb) };
  }
  return null;
}

/** Every image path shown by some item, with the items that show it. */
export async function mediaUses(db: Db): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  for (const section of CONTENT_SECTIONS) {
    for (const item of await STORES[section].list(db)) {
      for (const path of imagePathsIn(item.data)) {
        const use = { section, id: item.id, title: titleOf(item.data) };
        uses.set(path, [...(uses.get(path) ?? []), use]);
      }
    }
  }
  return uses;
}
