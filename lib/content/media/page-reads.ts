/** The media library as the admin's page reads it, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { listMedia } from './list';
import type { MediaPage } from './contract';
import type { MediaListQuery } from './schemas';

/** One page of the media library matching `query`. */
export async function readMediaLibrary(query: MediaListQuery): Promise<MediaPage> {
  return listMedia(await getDb(), query);
}
