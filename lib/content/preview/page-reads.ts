/** A preview link's item as the preview page reads it, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { readPreviewItem, type PreviewItem } from './item';
import { verifyPreview, type VerifiedPreview } from './token';

/** The item a preview `token` opens with the link's target, or null for a bad or expired link or a missing item. */
export async function readPreview(
  token: string,
  lang: Lang,
): Promise<{ target: VerifiedPreview; preview: PreviewItem } | null> {
  const db = await getDb();
  const target = await verifyPreview(db, token);
  const preview = target ? await readPreviewItem(db, target, lang) : null;
  return target && preview ? { target, preview } : null;
}
