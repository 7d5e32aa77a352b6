/** Making a preview link for one item: it must exist; the link's making is audited. */
import 'server-only';
import type { z } from 'zod';
import { writeAudit } from '@/lib/staff/admin/audit';
import { fail } from '@/lib/platform/errors/domain-error';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import { readPreviewItem } from './item';
import type { previewRequest } from './sections';
import { signPreview } from './token';

/** The site path of a preview link in `lang`. */
export function previewPath(lang: string, token: string): string {
  return `/${lang}/preview/${token}`;
}

/** A link to the item, valid for an hour: `{url, expires_at}`; 404 when the item does not exist. */
export async function createPreviewLink(db: Db, staff: Staff, request: z.output<typeof previewRequest>) {
  const { section, id, lang } = request;
  if (!(await readPreviewItem(db, { section, id }, lang))) throw fail('not_found');
  const { token, expiresAt } = await signPreview(db, { section, id });
  await writeAudit(db, staff, {
    section,
    itemId: id,
    action: 'preview',
    before: null,
    after: { expires_at: expiresAt.toISOString() },
  });
  return { url: previewPath(lang, token), expires_at: expiresAt.toISOString() };
}
