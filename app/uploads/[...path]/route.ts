import { getDb } from '@/lib/platform/db';
import { answerStoredFile, type FileAnswer } from '@/lib/platform/files/serve';
import type { FileKind } from '@/lib/platform/files/store';

// Stored names are random, so a name's content never changes: browsers and proxies may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Only these folders are served; résumés never are (staff download them through the admin API).
const FOLDERS: Record<string, { kind: FileKind; answer: FileAnswer }> = {
  images: { kind: 'image', answer: { cacheControl: IMMUTABLE } },
  tenders: {
    kind: 'tender',
    answer: { cacheControl: IMMUTABLE, disposition: (file) => `attachment; filename="${file.name.split('/').pop()}"` },
  },
};
const SEGMENT = /^[a-z0-9_-]+(\.[a-z0-9]+)?$/i;
const notFound = () => new Response('Not found', { status: 404 });

/** GET /uploads/images/… and /uploads/tenders/…: an uploaded image or tender document from the database, with its stored type, its hash as ETag (304 on a match), nosniff and a long immutable cache; documents download as attachments. */
export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const [folderName, ...parts] = (await params).path;
  const folder = Object.hasOwn(FOLDERS, folderName ?? '') ? FOLDERS[folderName!] : undefined;
  if (!folder || parts.length === 0 || !parts.every((p) => SEGMENT.test(p))) return notFound();
  const answer = await answerStoredFile(await getDb(), req, folder.kind, parts.join('/'), folder.answer);
  return answer ?? notFound();
}
