/** One page of the media library for the admin: newest first, searched in names, paths and alt texts, with each file's uses. */
import 'server-only';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import type { MediaItem, MediaPage } from './contract';
import type { MediaListQuery } from './schemas';
import { mediaFiles } from './table';
import { mediaUses } from './uses';

type MediaRow = typeof mediaFiles.$inferSelect;

/** The API's shape of a library row, with its uses counted. */
export function toMediaItem(row: MediaRow, uses: number): MediaItem {
  return {
    path: row.path,
    name: row.name,
    type: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    alt: { rus: row.altRus, uzb: row.altUzb },
    uses,
    uploaded_at: row.uploadedAt.toISOString(),
    uploaded_by: row.uploadedBy,
  };
}

// `%` and `_` typed by the admin are searched as themselves.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page `query` asks for and how many entries match its search. */
export async function listMedia(db: Db, query: MediaListQuery): Promise<MediaPage> {
  const pattern = likePattern(query.q);
  const where = query.q
    ? or(
        ilike(mediaFiles.name, pattern),
        ilike(mediaFiles.path, pattern),
        ilike(mediaFiles.altRus, pattern),
        ilike(mediaFiles.altUzb, pattern),
      )
    : undefined;
  const [counted] = await db.select({ total: count() }).from(mediaFiles).where(where);
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(where)
    .orderBy(desc(mediaFiles.uploadedAt), mediaFiles.path)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const uses = rows.length > 0 ? await mediaUses(db) : new Map();
  return { items: rows.map((row) => toMediaItem(row, uses.get(row.path)?.length ?? 0)), total: counted?.total ?? 0 };
}
